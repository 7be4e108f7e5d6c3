import { ExtractionRuleSchema } from '@assay/shared/contracts/extraction-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { extractionRuleKeys } from './extraction-rule-keys';

export async function getExtractionRule(projectId: string, id: string) {
  const { data } = await apiRequest(`/v2/llm/extraction-rules/${encodeURIComponent(id)}`, {
    schema: ExtractionRuleSchema,
    projectId,
  });
  return data;
}

export const getExtractionRuleQueryOptions = (projectId: string, id: string) =>
  queryOptions({
    queryKey: extractionRuleKeys.detail(projectId, id),
    queryFn: () => getExtractionRule(projectId, id),
    retry: false,
  });

export function useExtractionRuleQuery(projectId: string | null, id: string | null) {
  return useQuery({ ...getExtractionRuleQueryOptions(projectId ?? '', id ?? ''), enabled: Boolean(projectId && id) });
}
