import { ProviderSchema } from '@assay/shared/contracts/providers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

/** Providers the organisation has a credential for, with their models. */
export async function listProviders() {
  const { data } = await apiRequest('/playground/providers', {
    schema: z.object({ content: z.array(ProviderSchema) }),
  });
  return data.content;
}

export const listProvidersQueryOptions = () =>
  queryOptions({ queryKey: playgroundKeys.providers(), queryFn: listProviders });

export function useProvidersQuery() {
  return useQuery(listProvidersQueryOptions());
}
