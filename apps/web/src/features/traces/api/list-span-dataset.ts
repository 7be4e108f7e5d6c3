import { SpanDatasetPageSchema } from '@assay/shared/contracts/traces';
import { toWhereParams } from '@assay/shared/domain/filter-conditions';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys, type SpanDatasetParams } from './trace-keys';

export type { SpanDatasetParams } from './trace-keys';

export const SPAN_PAGE_SIZE = 100;

type PageParam = { cursor?: string; pit?: string };

/** GET /v2/llm/dataset/span (SPEC section 7): keyset pages with `where[column]=op:value` filters. */
export async function listSpanDataset(params: SpanDatasetParams, page: PageParam, signal?: AbortSignal) {
  const { projectId, conditions, ...rest } = params;
  const { data } = await apiRequest('/v2/llm/dataset/span', {
    query: { ...rest, ...toWhereParams(conditions), limit: SPAN_PAGE_SIZE, ...page },
    schema: SpanDatasetPageSchema,
    projectId,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export const listSpanDatasetQueryOptions = (params: SpanDatasetParams) =>
  infiniteQueryOptions({
    queryKey: traceKeys.spanDataset(params),
    queryFn: ({ pageParam, signal }) => listSpanDataset(params, pageParam, signal),
    initialPageParam: {} as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last.isLastPage || !last.nextCursor ? undefined : { cursor: last.nextCursor, pit: last.pit },
    placeholderData: keepPreviousData,
  });

export function useSpanDatasetQuery(params: SpanDatasetParams) {
  return useInfiniteQuery(listSpanDatasetQueryOptions(params));
}
