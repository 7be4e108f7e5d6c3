import { decodeTraceTree } from '@assay/shared/domain/decode-trace-tree';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys } from './trace-keys';

export async function getTraceTree(projectId: string, traceId: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/v2/llm/traces/${encodeURIComponent(traceId)}/tree`, {
    projectId,
    ...(signal ? { signal } : {}),
  });
  // Compact rows on the wire (TraceTreeSchema); decodeTraceTree checks them and makes the items.
  return decodeTraceTree(data);
}

/** A tree request the route started before this screen's code loaded (see the trace-view route loader). */
export type EarlyTreeRequest = { projectId: string; traceId: string; tree: Promise<unknown> };

const usedEarlyRequests = new WeakSet<Promise<unknown>>();

export const getTraceTreeQueryOptions = (projectId: string, traceId: string, early: EarlyTreeRequest | null = null) =>
  queryOptions({
    queryKey: traceKeys.tree(projectId, traceId),
    queryFn: ({ signal }) => {
      // The early request answers the first fetch only; refetches ask the server again.
      if (early && early.projectId === projectId && early.traceId === traceId && !usedEarlyRequests.has(early.tree)) {
        usedEarlyRequests.add(early.tree);
        return early.tree.then(decodeTraceTree);
      }
      return getTraceTree(projectId, traceId, signal);
    },
  });

export function useTraceTreeQuery(projectId: string, traceId: string | null, early: EarlyTreeRequest | null = null) {
  return useQuery({ ...getTraceTreeQueryOptions(projectId, traceId ?? '', early), enabled: !!traceId });
}
