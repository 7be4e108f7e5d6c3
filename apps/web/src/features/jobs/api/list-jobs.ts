import { pageOf } from '@assay/shared/contracts/envelope';
import { JobSchema } from '@assay/shared/contracts/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { hasActiveJobs } from '../fns/has-active-jobs';
import { jobKeys, type ListJobsParams } from './job-keys';

export type { ListJobsParams } from './job-keys';

/** While any job is queued or running the list is polled at this pace, so progress bars move. */
export const ACTIVE_JOBS_POLL_MS = 2000;

export async function listJobs({ projectId, page, size, status }: ListJobsParams) {
  const { data } = await apiRequest('/v2/llm/jobs', {
    query: { page, size, status },
    schema: pageOf(JobSchema),
    projectId,
  });
  return data;
}

export const listJobsQueryOptions = (params: ListJobsParams) =>
  queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: () => listJobs(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasActiveJobs(query.state.data?.content ?? []) ? ACTIVE_JOBS_POLL_MS : false),
  });

export function useJobsQuery(params: ListJobsParams | null) {
  return useQuery({
    ...listJobsQueryOptions(params ?? { projectId: '', page: 0, size: 20 }),
    enabled: params !== null && params.projectId !== '',
  });
}
