import { JobSchema } from '@assay/shared/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { JobActionInput } from './cancel-job';
import { jobKeys } from './job-keys';

/** Queues a failed or cancelled job again; editors and owners only. */
export function retryJob({ projectId, jobId }: JobActionInput) {
  return apiRequest(`/v2/llm/jobs/${jobId}/retry`, {
    method: 'POST',
    schema: JobSchema,
    projectId,
    skipForbiddenRedirect: true,
  });
}

export function useRetryJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
