import { CreatedApiKeySchema, type CreateApiKeyRequest } from '@assay/shared/contracts/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** Creates a key; the response carries the full secret, this once. */
export function createApiKey({ projectId, body }: { projectId: string; body: CreateApiKeyRequest }) {
  return apiRequest('/v2/llm/api-keys', { method: 'POST', body, schema: CreatedApiKeySchema, projectId });
}

export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: (_data, { projectId }) => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(projectId) }),
  });
}
