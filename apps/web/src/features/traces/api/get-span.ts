import { SpanSchema } from '@assay/shared/contracts/traces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys } from './trace-keys';

/** One span in full (input, output, attributes, events); fetched only when it is selected. */
export async function getSpan(projectId: string, traceId: string, spanId: string, signal?: AbortSignal) {
  const { data } = await apiRequest(
    `/v2/llm/traces/${encodeURIComponent(traceId)}/spans/${encodeURIComponent(spanId)}`,
    { projectId, schema: SpanSchema, ...(signal ? { signal } : {}) },
  );
  return data;
}

export const getSpanQueryOptions = (projectId: string, traceId: string, spanId: string) =>
  queryOptions({
    queryKey: traceKeys.span(projectId, traceId, spanId),
    queryFn: ({ signal }) => getSpan(projectId, traceId, spanId, signal),
    staleTime: 5 * 60_000,
  });

export function useSpanQuery(projectId: string, traceId: string, spanId: string | null) {
  return useQuery({ ...getSpanQueryOptions(projectId, traceId, spanId ?? ''), enabled: !!spanId });
}
