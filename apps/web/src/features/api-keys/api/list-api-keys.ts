import { ApiKeyListSchema } from '@assay/shared/contracts/api-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** The project's API keys: prefix, name, creator and last use; never the secret. */
export async function listApiKeys(projectId: string) {
  const { data } = await apiRequest('/v2/llm/api-keys', { schema: ApiKeyListSchema, projectId });
  return data.content;
}

export const listApiKeysQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: apiKeyKeys.list(projectId), queryFn: () => listApiKeys(projectId) });

export function useApiKeysQuery(projectId: string | null) {
  return useQuery({ ...listApiKeysQueryOptions(projectId ?? ''), enabled: projectId !== null && projectId !== '' });
}
