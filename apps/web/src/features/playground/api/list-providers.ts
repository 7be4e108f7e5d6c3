import { ListProvidersResponseSchema } from '@assay/shared/contracts/providers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

/** Providers the organisation has a credential for (and local GGUF models), and the local models status. */
export async function listProviders() {
  const { data } = await apiRequest('/playground/providers', { schema: ListProvidersResponseSchema });
  return data;
}

export const listProvidersQueryOptions = () =>
  queryOptions({ queryKey: playgroundKeys.providers(), queryFn: listProviders });

export function useProvidersQuery() {
  return useQuery({ ...listProvidersQueryOptions(), select: (data) => data.content });
}

/** Where the server looks for .gguf files, whether node-llama-cpp is installed, and what to do next. */
export function useLocalModelsStatusQuery() {
  return useQuery({ ...listProvidersQueryOptions(), select: (data) => data.local });
}
