import type { SpanRow } from '@assay/shared/contracts/traces';

export type SpanColumnId =
  | 'startMs'
  | 'name'
  | 'kind'
  | 'status'
  | 'durationMs'
  | 'model'
  | 'provider'
  | 'input'
  | 'output'
  | 'promptTokens'
  | 'completionTokens'
  | 'totalTokens'
  | 'costUsd'
  | 'traceId'
  | 'spanId'
  | 'sessionId'
  | 'externalId'
  | 'userId'
  | 'serviceName';

export type SpanColumn = { id: SpanColumnId; label: string; width: number; value: (row: SpanRow) => unknown };

/** Every column the span table can show, in display order. */
export const SPAN_COLUMNS: readonly SpanColumn[] = [
  { id: 'startMs', label: 'Start', width: 180, value: (r) => r.startMs },
  { id: 'name', label: 'Name', width: 220, value: (r) => r.name },
  { id: 'kind', label: 'Kind', width: 110, value: (r) => r.kind },
  { id: 'status', label: 'Status', width: 90, value: (r) => r.status },
  { id: 'durationMs', label: 'Latency', width: 100, value: (r) => r.durationMs },
  { id: 'model', label: 'Model', width: 160, value: (r) => r.model },
  { id: 'provider', label: 'Provider', width: 120, value: (r) => r.provider },
  { id: 'input', label: 'Input', width: 280, value: (r) => r.input },
  { id: 'output', label: 'Output', width: 280, value: (r) => r.output },
  { id: 'promptTokens', label: 'Prompt tokens', width: 120, value: (r) => r.promptTokens },
  { id: 'completionTokens', label: 'Completion tokens', width: 140, value: (r) => r.completionTokens },
  { id: 'totalTokens', label: 'Tokens', width: 100, value: (r) => r.totalTokens },
  { id: 'costUsd', label: 'Cost', width: 100, value: (r) => r.costUsd },
  { id: 'traceId', label: 'Trace id', width: 280, value: (r) => r.traceId },
  { id: 'spanId', label: 'Span id', width: 170, value: (r) => r.spanId },
  { id: 'sessionId', label: 'Session', width: 160, value: (r) => r.sessionId },
  { id: 'externalId', label: 'External id', width: 160, value: (r) => r.externalId },
  { id: 'userId', label: 'User', width: 140, value: (r) => r.userId },
  { id: 'serviceName', label: 'Service', width: 140, value: (r) => r.serviceName },
];

export const DEFAULT_SPAN_COLUMNS: readonly SpanColumnId[] = [
  'startMs',
  'name',
  'kind',
  'status',
  'durationMs',
  'model',
  'input',
  'output',
  'totalTokens',
  'costUsd',
];

/** What `spanpersistData` (SPEC section 9) holds: the span table's chosen columns, per project. */
export type SpanPersistData = Record<string, { columns?: unknown }>;

const KNOWN = new Set<string>(SPAN_COLUMNS.map((c) => c.id));

/** The project's saved columns in display order; unknown names (from older versions) are dropped. */
export function readSpanColumns(stored: unknown, projectId: string): SpanColumnId[] {
  const saved =
    typeof stored === 'object' && stored !== null ? (stored as SpanPersistData)[projectId]?.columns : undefined;
  if (!Array.isArray(saved)) return [...DEFAULT_SPAN_COLUMNS];
  const chosen = new Set(saved.filter((c): c is SpanColumnId => typeof c === 'string' && KNOWN.has(c)));
  if (chosen.size === 0) return [...DEFAULT_SPAN_COLUMNS];
  return SPAN_COLUMNS.map((c) => c.id).filter((id) => chosen.has(id));
}

/** The stored object with this project's columns replaced, other projects left as they were. */
export function writeSpanColumns(stored: unknown, projectId: string, columns: readonly SpanColumnId[]) {
  const base =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as SpanPersistData) : {};
  return { ...base, [projectId]: { ...base[projectId], columns: [...columns] } };
}

/** A cell's text: JSON for objects, a dash for nothing. */
export function toCellText(value: unknown, maxLength = 300): string {
  if (value === null || value === undefined || value === '') return '-';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}
