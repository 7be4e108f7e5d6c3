import { type AddToDatasetRequest, AddToDatasetResponseSchema } from '@assay/shared/contracts/traces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys } from './trace-keys';

export type AddToDatasetInput = { projectId: string; request: AddToDatasetRequest };

/** Copies spans (or whole traces, from their root span) into an existing dataset or a new one. */
export async function addToDataset({ projectId, request }: AddToDatasetInput) {
  const { data } = await apiRequest('/v2/llm/traces/add-to-dataset', {
    method: 'POST',
    body: request,
    schema: AddToDatasetResponseSchema,
    projectId,
    // Viewers are members: a 403 means "not allowed", not "request access".
    skipForbiddenRedirect: true,
  });
  return data;
}

export function useAddToDatasetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToDataset,
    // Row counts on the datasets screen change too, so every dataset query goes stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: traceKeys.datasetsRoot }),
  });
}
