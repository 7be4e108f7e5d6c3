import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** Revokes a key: programs sending with it are refused from the next request. */
export function revokeApiKey({ projectId, keyId }: { projectId: string; keyId: string }) {
  return apiRequest(`/v2/llm/api-keys/${encodeURIComponent(keyId)}`, { method: 'DELETE', projectId });
}

export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_data, { projectId }) => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(projectId) }),
  });
}
