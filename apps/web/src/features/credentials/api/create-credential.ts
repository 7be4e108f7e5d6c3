import { CredentialSchema, type CreateCredentialRequest } from '@assay/shared/contracts/credentials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { credentialKeys } from './credential-keys';

/** Stores a provider key encrypted; owners and admins only (members get 403). */
export function createCredential(body: CreateCredentialRequest) {
  // Org-level calls answer 403 for "not an admin", which is not a reason to request project access.
  return apiRequest('/credential', { method: 'POST', body, schema: CredentialSchema, skipForbiddenRedirect: true });
}

export function useCreateCredentialMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCredential,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialKeys.list() }),
  });
}
