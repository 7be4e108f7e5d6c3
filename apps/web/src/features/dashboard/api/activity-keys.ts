/** Query keys of the dashboard's activity feed. */
export const activityKeys = {
  all: ['activity'] as const,
  recent: (limit: number) => [...activityKeys.all, limit] as const,
};
