import { pageOf } from '@assay/shared/contracts/envelope';
import { PromptSchema } from '@assay/shared/contracts/prompts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys, type ListPromptsParams } from './playground-keys';

/** The server's largest page: the list shows every prompt of the project, grouped by folder. */
const PROMPT_PAGE_SIZE = 500;

export async function listPrompts({ projectId, search }: ListPromptsParams) {
  const { data } = await apiRequest('/playground/prompt', {
    query: { search, page: 0, size: PROMPT_PAGE_SIZE },
    schema: pageOf(PromptSchema),
    projectId,
  });
  return data;
}

export const listPromptsQueryOptions = (params: ListPromptsParams) =>
  queryOptions({
    queryKey: playgroundKeys.promptList(params),
    queryFn: () => listPrompts(params),
    placeholderData: keepPreviousData,
  });

export function usePromptsQuery(params: ListPromptsParams) {
  return useQuery({ ...listPromptsQueryOptions(params), enabled: params.projectId !== '' });
}
