import { pageOf } from '@assay/shared/contracts/envelope';
import { JobSchema, type JobStatus } from '@assay/shared/contracts/jobs';
import { CanvasResultSchema } from '@assay/shared/contracts/prompt-management';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

/** Results arrive while the job runs; polling stops once it has finished. */
export const BATCH_RUN_POLL_MS = 1000;

const BatchRunSchema = z.object({ job: JobSchema, results: pageOf(CanvasResultSchema) });

export function isBatchRunActive(status: JobStatus | undefined): boolean {
  return status === 'queued' || status === 'running';
}

export async function getBatchRun(jobId: string, page: number, size: number) {
  const { data } = await apiRequest(`/playground/prompt/canvas/${jobId}`, {
    query: { page, size },
    schema: BatchRunSchema,
    skipForbiddenRedirect: true,
  });
  return data;
}

export const getBatchRunQueryOptions = (jobId: string, page: number, size: number) =>
  queryOptions({
    queryKey: playgroundKeys.batchRun(jobId, page, size),
    queryFn: () => getBatchRun(jobId, page, size),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data === undefined || isBatchRunActive(query.state.data.job.status) ? BATCH_RUN_POLL_MS : false,
  });

export function useBatchRunQuery(jobId: string | null, page: number, size: number) {
  return useQuery({ ...getBatchRunQueryOptions(jobId ?? '', page, size), enabled: jobId !== null });
}
