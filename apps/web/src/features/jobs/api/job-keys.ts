import type { JobStatus } from '@assay/shared/contracts/jobs';

export type ListJobsParams = { projectId: string; page: number; size: number; status?: JobStatus };

/** Query keys of the jobs feature; lists are per project because the server scopes them by X-Project-Id. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: ListJobsParams) => [...jobKeys.lists(), params] as const,
};
