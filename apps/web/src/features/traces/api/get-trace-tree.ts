import { TraceSummarySchema, type TraceTree, type TraceTreeItem } from '@assay/shared/contracts/traces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys } from './trace-keys';

const KINDS = new Set(['llm', 'tool', 'agent', 'chain', 'retriever', 'embedding', 'guardrail', 'custom']);
const STATUSES = new Set(['unset', 'ok', 'error']);

/**
 * A tree can hold 50,000 spans; a full zod parse of every item costs more than the rest of opening the
 * trace, so the summary is parsed and each item gets a cheap structural check instead.
 */
function toTraceTree(raw: unknown): TraceTree {
  const body = raw as { trace?: unknown; items?: unknown };
  const trace = TraceSummarySchema.parse(body.trace);
  if (!Array.isArray(body.items)) throw new Error('The trace tree has no items');
  for (const item of body.items as TraceTreeItem[]) {
    if (
      typeof item?.spanId !== 'string' ||
      typeof item.startMs !== 'number' ||
      typeof item.durationMs !== 'number' ||
      typeof item.name !== 'string' ||
      !KINDS.has(item.kind) ||
      !STATUSES.has(item.status)
    )
      throw new Error('The trace tree has a malformed span');
  }
  return { trace, items: body.items as TraceTreeItem[] };
}

export async function getTraceTree(projectId: string, traceId: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/v2/llm/traces/${encodeURIComponent(traceId)}/tree`, {
    projectId,
    ...(signal ? { signal } : {}),
  });
  return toTraceTree(data);
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
        return early.tree.then(toTraceTree);
      }
      return getTraceTree(projectId, traceId, signal);
    },
  });

export function useTraceTreeQuery(projectId: string, traceId: string | null, early: EarlyTreeRequest | null = null) {
  return useQuery({ ...getTraceTreeQueryOptions(projectId, traceId ?? '', early), enabled: !!traceId });
}
