/** Search and paging of the organisation's user list; part of its query key. */
export type ListUsersParams = { search?: string; page: number; size: number };

/** Query keys of the users feature. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: ListUsersParams) => [...userKeys.lists(), params] as const,
};
