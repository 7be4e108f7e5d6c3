import { CredentialSchema } from '@assay/shared/contracts/credentials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { credentialKeys } from './credential-keys';

const CredentialListSchema = z.object({ content: z.array(CredentialSchema) });

/** The organisation's model-provider credentials, keys masked; every member may read them. */
export async function listCredentials() {
  const { data } = await apiRequest('/credential', { schema: CredentialListSchema, skipForbiddenRedirect: true });
  return data.content;
}

export const listCredentialsQueryOptions = () =>
  queryOptions({ queryKey: credentialKeys.list(), queryFn: listCredentials });

export function useCredentialsQuery() {
  return useQuery(listCredentialsQueryOptions());
}
