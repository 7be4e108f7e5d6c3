/** Search and paging of the project list; part of the list's query key. */
export type ListProjectsParams = { search?: string; page?: number; size?: number };

/** Query keys of the projects feature; everything under `all` is about projects the user can see. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ListProjectsParams) => [...projectKeys.lists(), params] as const,
  access: (projectId: string) => [...projectKeys.all, 'access', projectId] as const,
};
