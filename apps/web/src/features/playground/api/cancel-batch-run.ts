import { JobSchema } from '@assay/shared/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

/** Asks a queued or running batch job to stop. */
export function cancelBatchRun(jobId: string) {
  return apiRequest(`/v2/llm/jobs/${jobId}/cancel`, {
    method: 'POST',
    schema: JobSchema,
    skipForbiddenRedirect: true,
  });
}

export function useCancelBatchRunMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBatchRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...playgroundKeys.all, 'batch-run'] }),
  });
}
