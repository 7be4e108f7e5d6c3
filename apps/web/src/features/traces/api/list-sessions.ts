import { SessionListPageSchema } from '@assay/shared/contracts/traces';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys } from './trace-keys';

const SESSION_PAGE_SIZE = 50;
type PageParam = { cursor?: string; pit?: string };

/** Sessions (traces that share a session or thread id), latest activity first; `q` matches the id. */
export async function listSessions(projectId: string, q: string, page: PageParam, signal?: AbortSignal) {
  const { data } = await apiRequest('/v2/llm/traces/sessions', {
    query: { q, limit: SESSION_PAGE_SIZE, ...page },
    schema: SessionListPageSchema,
    projectId,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export const listSessionsQueryOptions = (projectId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: traceKeys.sessions(projectId, q),
    queryFn: ({ pageParam, signal }) => listSessions(projectId, q, pageParam, signal),
    initialPageParam: {} as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last.isLastPage || !last.nextCursor ? undefined : { cursor: last.nextCursor, pit: last.pit },
    placeholderData: keepPreviousData,
  });

export function useSessionsQuery(projectId: string, q: string) {
  return useInfiniteQuery(listSessionsQueryOptions(projectId, q));
}
