import { CredentialTestResultSchema, type Credential } from '@assay/shared/contracts/credentials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { credentialKeys } from './credential-keys';

/**
 * Asks the provider for its models with this credential. A refused key or an unreachable server is
 * still a 200 with `ok: false` and the provider's own message; the server records it on the credential.
 */
export async function testCredential(credentialId: string) {
  const { data } = await apiRequest(`/credential/${encodeURIComponent(credentialId)}/test`, {
    method: 'POST',
    schema: CredentialTestResultSchema,
    skipForbiddenRedirect: true,
  });
  return data;
}

export function useTestCredentialMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testCredential,
    onSuccess: (result, credentialId) => {
      // Shown in the row at once; the refetch then brings the server's own timestamp.
      queryClient.setQueryData<Credential[]>(credentialKeys.list(), (credentials) =>
        credentials?.map((credential) =>
          credential.id === credentialId
            ? {
                ...credential,
                lastTestedAt: new Date().toISOString(),
                lastTestOk: result.ok,
                lastTestMessage: result.message,
              }
            : credential,
        ),
      );
      return queryClient.invalidateQueries({ queryKey: credentialKeys.list() });
    },
  });
}
