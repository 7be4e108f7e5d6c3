import { TraceListPageSchema } from '@assay/shared/contracts/traces';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys, type TraceListParams } from './trace-keys';

export type { TraceListParams } from './trace-keys';

export const TRACE_PAGE_SIZE = 100;

type PageParam = { cursor?: string; pit?: string };

export async function listTraces(params: TraceListParams, page: PageParam, signal?: AbortSignal) {
  const { projectId, hasError, ...rest } = params;
  const { data } = await apiRequest('/v2/llm/traces', {
    query: {
      ...rest,
      hasError: hasError === undefined ? undefined : String(hasError),
      limit: TRACE_PAGE_SIZE,
      ...page,
    },
    schema: TraceListPageSchema,
    projectId,
    ...(signal ? { signal } : {}),
  });
  return data;
}

/** Keyset pages: the first page fixes a point in time, each next page follows its cursor. */
export const listTracesQueryOptions = (params: TraceListParams) =>
  infiniteQueryOptions({
    queryKey: traceKeys.list(params),
    queryFn: ({ pageParam, signal }) => listTraces(params, pageParam, signal),
    initialPageParam: {} as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last.isLastPage || !last.nextCursor ? undefined : { cursor: last.nextCursor, pit: last.pit },
    placeholderData: keepPreviousData,
  });

export function useTracesQuery(params: TraceListParams) {
  return useInfiniteQuery(listTracesQueryOptions(params));
}
