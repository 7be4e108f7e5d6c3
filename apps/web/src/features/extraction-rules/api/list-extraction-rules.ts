import { ExtractionRuleListSchema } from '@assay/shared/contracts/extraction-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { extractionRuleKeys } from './extraction-rule-keys';

/** While the list is open it refreshes at this pace, so rows produced and errors from new traces show up. */
export const RULES_POLL_MS = 5000;

export async function listExtractionRules(projectId: string) {
  const { data } = await apiRequest('/v2/llm/extraction-rules', { schema: ExtractionRuleListSchema, projectId });
  return data.content;
}

export const listExtractionRulesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: extractionRuleKeys.list(projectId),
    queryFn: () => listExtractionRules(projectId),
    refetchInterval: RULES_POLL_MS,
  });

export function useExtractionRulesQuery(projectId: string | null) {
  return useQuery({ ...listExtractionRulesQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}
