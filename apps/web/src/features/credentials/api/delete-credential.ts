import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { credentialKeys } from './credential-keys';

/** Deletes a credential; its models stop being callable at once. */
export function deleteCredential(credentialId: string) {
  return apiRequest(`/credential/${encodeURIComponent(credentialId)}`, {
    method: 'DELETE',
    skipForbiddenRedirect: true,
  });
}

export function useDeleteCredentialMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCredential,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialKeys.list() }),
  });
}
