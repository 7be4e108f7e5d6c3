import type { FilterCondition } from '@assay/shared/domain/filter-conditions';

export type TraceListParams = {
  projectId: string;
  name?: string;
  hasError?: boolean;
  sort: 'startMs' | 'durationMs';
  order: 'asc' | 'desc';
};

export type SpanDatasetParams = {
  projectId: string;
  q?: string;
  conditions: FilterCondition[];
  sort: 'startMs' | 'durationMs' | 'totalTokens' | 'costUsd' | 'name';
  order: 'asc' | 'desc';
};

/** Query keys of the traces feature; everything is per project (the server scopes by X-Project-Id). */
export const traceKeys = {
  all: ['traces'] as const,
  lists: () => [...traceKeys.all, 'list'] as const,
  list: (params: TraceListParams) => [...traceKeys.lists(), params] as const,
  spanDataset: (params: SpanDatasetParams) => [...traceKeys.all, 'span-dataset', params] as const,
  tree: (projectId: string, traceId: string) => [...traceKeys.all, 'tree', projectId, traceId] as const,
  span: (projectId: string, traceId: string, spanId: string) =>
    [...traceKeys.all, 'span', projectId, traceId, spanId] as const,
  byExternalId: (projectId: string, externalId: string) =>
    [...traceKeys.all, 'by-external-id', projectId, externalId] as const,
  sessions: (projectId: string, q: string) => [...traceKeys.all, 'sessions', projectId, q] as const,
  session: (projectId: string, sessionId: string) => [...traceKeys.all, 'session', projectId, sessionId] as const,
  datasetsRoot: ['datasets'] as const,
  datasets: (projectId: string) => ['datasets', 'list', projectId, 'picker'] as const,
};
