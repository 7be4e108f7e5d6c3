import { pageOf } from '@assay/shared/contracts/envelope';
import { ExecutionDocSchema } from '@assay/shared/contracts/prompt-management';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

export type ListExecutionDocsParams = { promptId: string; page: number; size: number };

/** A prompt's past runs, newest first. */
export async function listExecutionDocs({ promptId, page, size }: ListExecutionDocsParams) {
  const { data } = await apiRequest(`/playground/prompt/docs/${promptId}`, {
    query: { page, size },
    schema: pageOf(ExecutionDocSchema),
  });
  return data;
}

export const listExecutionDocsQueryOptions = (params: ListExecutionDocsParams) =>
  queryOptions({
    queryKey: playgroundKeys.historyPage(params.promptId, params.page, params.size),
    queryFn: () => listExecutionDocs(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useExecutionDocsQuery(params: ListExecutionDocsParams | null) {
  return useQuery({
    ...listExecutionDocsQueryOptions(params ?? { promptId: '', page: 0, size: 1 }),
    enabled: params !== null,
  });
}
