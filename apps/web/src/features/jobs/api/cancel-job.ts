import { JobSchema } from '@assay/shared/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './job-keys';

export type JobActionInput = { projectId: string; jobId: string };

/** Asks a queued or running job to stop; editors and owners only. */
export function cancelJob({ projectId, jobId }: JobActionInput) {
  return apiRequest(`/v2/llm/jobs/${jobId}/cancel`, {
    method: 'POST',
    schema: JobSchema,
    projectId,
    // Viewers are members: a 403 here means "not allowed", not "request access".
    skipForbiddenRedirect: true,
  });
}

export function useCancelJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
