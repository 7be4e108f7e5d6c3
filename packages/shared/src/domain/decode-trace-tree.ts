import {
  SPAN_KINDS,
  SpanStatusSchema,
  TRACE_TREE_COLUMNS,
  TraceSummarySchema,
  type SpanKind,
  type SpanStatus,
  type TraceTree,
  type TraceTreeItem,
} from '../contracts/traces';

const KINDS: ReadonlySet<unknown> = new Set(SPAN_KINDS);
const STATUSES: ReadonlySet<unknown> = new Set(SpanStatusSchema.options);

const isNullableNumber = (v: unknown) => v === null || typeof v === 'number';
const isNullableString = (v: unknown) => v === null || typeof v === 'string';

/**
 * Turns the tree response's rows (`{ trace, columns, rows }`, see TraceTreeSchema) back into one TraceTreeItem
 * per span, with `startMs` = the trace's startMs + the row's start offset. A 50,000-span trace is too big for a
 * full zod parse of every row, so the summary is parsed and each row gets a cheap structural check; anything
 * off throws, naming the first bad row.
 */
export function decodeTraceTree(raw: unknown): TraceTree {
  const body = (raw ?? {}) as { trace?: unknown; columns?: unknown; rows?: unknown };
  const trace = TraceSummarySchema.parse(body.trace);
  const columns = body.columns;
  if (
    !Array.isArray(columns) ||
    columns.length !== TRACE_TREE_COLUMNS.length ||
    columns.some((c, i) => c !== TRACE_TREE_COLUMNS[i])
  )
    throw new Error(`The trace tree's columns are not ${TRACE_TREE_COLUMNS.join(', ')}`);
  if (!Array.isArray(body.rows)) throw new Error('The trace tree has no rows');
  const rows = body.rows as unknown[];
  const base = trace.startMs;
  const items = new Array<TraceTreeItem>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as unknown[];
    if (
      !Array.isArray(r) ||
      r.length !== TRACE_TREE_COLUMNS.length ||
      typeof r[0] !== 'string' ||
      !isNullableString(r[1]) ||
      typeof r[2] !== 'string' ||
      !KINDS.has(r[3]) ||
      !STATUSES.has(r[4]) ||
      typeof r[5] !== 'number' ||
      typeof r[6] !== 'number' ||
      !isNullableNumber(r[7]) ||
      !isNullableNumber(r[8]) ||
      !isNullableString(r[9])
    )
      throw new Error(`The trace tree has a malformed span (row ${i + 1})`);
    items[i] = {
      spanId: r[0],
      parentSpanId: r[1] as string | null,
      name: r[2],
      kind: r[3] as SpanKind,
      status: r[4] as SpanStatus,
      startMs: base + r[5],
      durationMs: r[6],
      totalTokens: r[7] as number | null,
      costUsd: r[8] as number | null,
      model: r[9] as string | null,
    };
  }
  return { trace, items };
}
