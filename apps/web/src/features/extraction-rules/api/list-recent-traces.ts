import { TraceListPageSchema } from '@assay/shared/contracts/traces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { extractionRuleKeys } from './extraction-rule-keys';

/** The project's most recent traces, newest first, to preview a rule on. */
export async function listRecentTraces(projectId: string) {
  const { data } = await apiRequest('/v2/llm/traces', {
    query: { limit: 25, sort: 'startMs', order: 'desc' },
    schema: TraceListPageSchema,
    projectId,
  });
  return data.items;
}

export const listRecentTracesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: extractionRuleKeys.recentTraces(projectId), queryFn: () => listRecentTraces(projectId) });

export function useRecentTracesQuery(projectId: string | null) {
  return useQuery({ ...listRecentTracesQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}
