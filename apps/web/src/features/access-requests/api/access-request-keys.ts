/** Query keys of the access-requests feature. */
export const accessRequestKeys = {
  all: ['access-requests'] as const,
  mine: (projectId: string) => [...accessRequestKeys.all, 'mine', projectId] as const,
  forProject: (projectId: string) => [...accessRequestKeys.all, 'project', projectId] as const,
  pending: () => [...accessRequestKeys.all, 'pending'] as const,
};
