import { createHash } from 'node:crypto';
import type { DatasetColumn } from '@assay/shared/contracts/datasets';
import type { KeysetPage } from '@assay/shared/contracts/keyset-page';
import {
  SPAN_DATASET_ROW_COLUMNS,
  type AddToDatasetRequest,
  type AddToDatasetResponse,
  type IngestSpan,
  type SessionListQuery,
  type SessionSummary,
  type SessionTurns,
  type Span,
  type SpanDatasetQuery,
  type SpanKind,
  type SpanRow,
  type SpanStatus,
  type TraceListQuery,
  type TraceSummary,
} from '@assay/shared/contracts/traces';
import { parseWhere } from '@assay/shared/domain/filter-conditions';
import type { SQL } from 'drizzle-orm';
import { invalid, notFound } from '../../http/app-error';
import { fromNativeSpan } from './native-span';
import { priceIdsFor, toSpanRecord } from './span-mapping';
import type { RawSpan, SpanRecord } from './span-record';
import {
  SPAN_COLUMNS,
  spanCondition,
  spanSearchCondition,
  spanSortExpr,
  type SpanColumnName,
  type SpanRow as StoredSpan,
  type TraceRow,
  type TracesRepo,
} from './traces.repo';

/** Called after spans are committed, off the request path; what it throws goes to onBackgroundError. */
export type SpansStoredListener = (projectId: string, spans: Span[]) => void | Promise<void>;

/** The two dataset calls "add to dataset" needs (the datasets service offers them). */
export type TraceDatasets = {
  createDataset(
    projectId: string,
    actorId: string | null,
    input: { name: string; columns: DatasetColumn[] },
  ): Promise<{ id: string }>;
  appendRows(projectId: string, datasetId: string, rows: Array<Record<string, unknown>>): Promise<{ inserted: number }>;
};

export type TracesServiceDeps = {
  repo: TracesRepo;
  /** USD per million input/output tokens for a `provider/model` id, or null (the providers module's price table). */
  priceOf?: (orgId: string, modelId: string) => Promise<{ input: number; output: number } | null>;
  datasets?: TraceDatasets;
  onSpansStored?: SpansStoredListener;
  onBackgroundError: (err: unknown) => void;
};

/** Spans written per statement; a request carrying more is written in several. */
const WRITE_CHUNK = 5_000;
/** Traces per transaction: each takes an advisory lock, and PostgreSQL's lock table is shared and finite. */
const TRACES_PER_WRITE = 256;

/**
 * Splits spans into writes of at most WRITE_CHUNK spans and TRACES_PER_WRITE traces, keeping a trace's spans
 * together where they fit.
 */
export function toWriteChunks<T extends { traceId: string }>(records: T[]): T[][] {
  const byTrace = new Map<string, T[]>();
  for (const r of records) {
    const list = byTrace.get(r.traceId);
    if (list) list.push(r);
    else byTrace.set(r.traceId, [r]);
  }
  const chunks: T[][] = [];
  let current: T[] = [];
  let traces = 0;
  for (const spans of byTrace.values()) {
    for (let i = 0; i < spans.length; i += WRITE_CHUNK) {
      const part = spans.slice(i, i + WRITE_CHUNK);
      if (current.length + part.length > WRITE_CHUNK || traces === TRACES_PER_WRITE) {
        chunks.push(current);
        current = [];
        traces = 0;
      }
      current.push(...part);
      traces += 1;
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
const MAX_SESSION_TURNS = 1_000;

const toSpanStatus = (s: string): SpanStatus => (s === 'ok' || s === 'error' ? s : 'unset');

export function recordToSpan(r: SpanRecord): Span {
  return {
    traceId: r.traceId,
    spanId: r.spanId,
    parentSpanId: r.parentSpanId,
    name: r.name,
    kind: r.kind,
    status: r.status,
    statusMessage: r.statusMessage,
    startTimeUnixNano: r.startNs.toString(),
    endTimeUnixNano: r.endNs.toString(),
    startMs: r.startMs,
    durationMs: r.durationMs,
    input: r.input ?? null,
    output: r.output ?? null,
    model: r.model,
    provider: r.provider,
    promptTokens: r.promptTokens,
    completionTokens: r.completionTokens,
    totalTokens: r.totalTokens,
    costUsd: r.costUsd,
    attributes: r.attributes,
    resourceAttributes: r.resourceAttributes,
    serviceName: r.serviceName,
    events: r.events,
    sessionId: r.sessionId,
    externalId: r.externalId,
    userId: r.userId,
  };
}

function storedToSpanRow(r: StoredSpan): SpanRow {
  return {
    traceId: r.traceId,
    spanId: r.spanId,
    parentSpanId: r.parentSpanId,
    name: r.name,
    kind: r.kind as SpanKind,
    status: toSpanStatus(r.status),
    statusMessage: r.statusMessage,
    startTimeUnixNano: r.startNs.toString(),
    endTimeUnixNano: r.endNs.toString(),
    startMs: r.startMs,
    durationMs: r.durationMs,
    input: r.input ?? null,
    output: r.output ?? null,
    model: r.model,
    provider: r.provider,
    promptTokens: r.promptTokens,
    completionTokens: r.completionTokens,
    totalTokens: r.totalTokens,
    costUsd: r.costUsd,
    serviceName: r.serviceName,
    sessionId: r.sessionId,
    externalId: r.externalId,
    userId: r.userId,
  };
}

export function storedToSpan(r: StoredSpan): Span {
  return {
    ...storedToSpanRow(r),
    attributes: (r.attributes ?? {}) as Record<string, unknown>,
    resourceAttributes: (r.resourceAttributes ?? {}) as Record<string, unknown>,
    events: (r.events ?? []) as Span['events'],
  };
}

export function toTraceSummary(t: TraceRow): TraceSummary {
  return {
    traceId: t.traceId,
    rootName: t.rootName,
    rootKind: t.rootKind as SpanKind,
    startMs: t.startMs,
    durationMs: t.durationMs,
    spanCount: t.spanCount,
    errorCount: t.errorCount,
    totalTokens: t.totalTokens === null ? null : Number(t.totalTokens),
    costUsd: t.costUsd,
    externalId: t.externalId,
    sessionId: t.sessionId,
    serviceName: t.serviceName,
  };
}

// ---------- keyset cursors and points in time ----------

const encodeCursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

function decodeCursor(cursor: string): unknown[] {
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parts)) return parts;
  } catch {
    // falls through
  }
  throw invalid('This page cursor is not valid; load the first page again', {
    cursor: ['Not a cursor from this list'],
  });
}

/**
 * The point in time is the table's last `seq` when the first page was read, plus that page's total and a hash
 * of its filters, so later pages with the same filters need not count again.
 */
type Pit = { seq: number; total: number | null };

function readPit(pit: string | undefined, filterHash: string): Pit | null {
  if (!pit) return null;
  const m = /^(\d{1,18})(?:\.(\d{1,12})\.([0-9a-f]{12}))?$/.exec(pit);
  if (!m) throw invalid('This point-in-time id is not valid; load the first page again', { pit: ['Not a valid pit'] });
  return { seq: Number(m[1]), total: m[2] !== undefined && m[3] === filterHash ? Number(m[2]) : null };
}

const hashFilters = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** `where[column]=op:value` query keys as SQL conditions, with field errors a person can act on. */
function spanConditionsFrom(query: Record<string, unknown>): SQL[] {
  const { conditions, errors } = parseWhere(query);
  const out: SQL[] = [];
  const columns = Object.keys(SPAN_COLUMNS);
  for (const c of conditions) {
    const key = `where[${c.column}]`;
    if (!(c.column in SPAN_COLUMNS)) {
      (errors[key] ??= []).push(`There is no span column "${c.column}"; use one of ${columns.join(', ')}`);
      continue;
    }
    const column = c.column as SpanColumnName;
    const { isNumber } = SPAN_COLUMNS[column];
    if (isNumber && c.op === 'contains') {
      (errors[key] ??= []).push(`"contains" works on text columns; ${column} holds numbers`);
      continue;
    }
    if (isNumber && !['empty', 'notEmpty'].includes(c.op) && !NUMBER.test(c.value.trim())) {
      (errors[key] ??= []).push(`${column} holds numbers; "${c.value}" is not a number`);
      continue;
    }
    out.push(spanCondition(column, c.op, isNumber ? Number(c.value) : c.value));
  }
  if (Object.keys(errors).length > 0) throw invalid('Some filters are not valid', errors);
  return out;
}

/** A dataset cell: text as it is, anything else as JSON text. */
const toCellText = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);

const DATASET_COLUMN_SPECS: Record<(typeof SPAN_DATASET_ROW_COLUMNS)[number], Omit<DatasetColumn, 'name'>> = {
  prompt: { role: 'prompt', type: 'string' },
  response: { role: 'response', type: 'string' },
  trace_id: { role: 'trace_id', type: 'string' },
  span_id: { role: 'plain', type: 'string' },
  span_name: { role: 'plain', type: 'string' },
  kind: { role: 'plain', type: 'string' },
  model: { role: 'metadata', type: 'string' },
  status: { role: 'plain', type: 'string' },
  duration_ms: { role: 'plain', type: 'number' },
  total_tokens: { role: 'plain', type: 'number' },
  cost_usd: { role: 'plain', type: 'number' },
  session_id: { role: 'chat_id', type: 'string' },
  external_id: { role: 'plain', type: 'string' },
};

export function spanToDatasetRow(s: StoredSpan): Record<string, unknown> {
  return {
    prompt: toCellText(s.input),
    response: toCellText(s.output),
    trace_id: s.traceId,
    span_id: s.spanId,
    span_name: s.name,
    kind: s.kind,
    model: s.model,
    status: s.status,
    duration_ms: s.durationMs,
    total_tokens: s.totalTokens,
    cost_usd: s.costUsd,
    session_id: s.sessionId,
    external_id: s.externalId,
  };
}

export function createTracesService(deps: TracesServiceDeps) {
  const { repo } = deps;
  const listeners: SpansStoredListener[] = deps.onSpansStored ? [deps.onSpansStored] : [];
  let datasets = deps.datasets ?? null;

  function emit(projectId: string, records: SpanRecord[]) {
    if (listeners.length === 0 || records.length === 0) return;
    const spans = records.map(recordToSpan);
    setImmediate(() => {
      for (const listener of listeners) {
        try {
          Promise.resolve(listener(projectId, spans)).catch(deps.onBackgroundError);
        } catch (err) {
          deps.onBackgroundError(err);
        }
      }
    });
  }

  /** Prices spans that carry a model and tokens but no stated cost, from the organisation's price table. */
  async function fillCosts(orgId: string, records: SpanRecord[]) {
    const priceOf = deps.priceOf;
    if (!priceOf) return;
    const cache = new Map<string, Promise<{ input: number; output: number } | null>>();
    const lookup = (provider: string | null, model: string) => {
      const key = `${provider ?? ''}|${model}`;
      let hit = cache.get(key);
      if (!hit) {
        hit = (async () => {
          for (const id of priceIdsFor(provider, model)) {
            const price = await priceOf(orgId, id);
            if (price) return price;
          }
          return null;
        })();
        cache.set(key, hit);
      }
      return hit;
    };
    for (const r of records) {
      if (r.costUsd !== null || !r.model || (r.promptTokens === null && r.completionTokens === null)) continue;
      const price = await lookup(r.provider, r.model);
      if (price) r.costUsd = ((r.promptTokens ?? 0) * price.input + (r.completionTokens ?? 0) * price.output) / 1e6;
    }
  }

  async function store(project: { id: string; orgId: string }, raws: RawSpan[]) {
    // The last copy of a span in one request wins, as a later request's would.
    const byKey = new Map<string, SpanRecord>();
    for (const raw of raws) {
      const record = toSpanRecord(raw);
      byKey.set(`${record.traceId}/${record.spanId}`, record);
    }
    const records = [...byKey.values()];
    await fillCosts(project.orgId, records);
    for (const chunk of toWriteChunks(records)) await repo.storeSpans(project.id, chunk);
    emit(project.id, records);
    return { accepted: records.length, traceIds: [...new Set(records.map((r) => r.traceId))] };
  }

  const service = {
    /** Registers a listener for committed spans (the extraction rules use it); returns an unsubscribe. */
    onSpansStored(listener: SpansStoredListener): () => void {
      listeners.push(listener);
      return () => {
        const i = listeners.indexOf(listener);
        if (i >= 0) listeners.splice(i, 1);
      };
    },

    /** Binds the datasets service after construction (services.ts builds them in either order). */
    setDatasets(d: TraceDatasets) {
      datasets = d;
    },

    /** Stores spans decoded from OTLP (or any RawSpan source). */
    storeRawSpans: store,

    async ingestNative(project: { id: string; orgId: string }, spans: IngestSpan[]) {
      const result = await store(project, spans.map(fromNativeSpan));
      return { ...result, rejected: 0 };
    },

    /** The summary and the spans as JSON text of TraceTreeSchema's `rows` (offsets from the summary's startMs). */
    async getTraceTree(projectId: string, traceId: string): Promise<{ trace: TraceSummary; rowsJson: string }> {
      const trace = await repo.findTrace(projectId, traceId);
      if (!trace) throw notFound(`There is no trace ${traceId} in this project`);
      const summary = toTraceSummary(trace);
      return { trace: summary, rowsJson: await repo.treeRowsJson(projectId, traceId, summary.startMs) };
    },

    async getSpan(projectId: string, traceId: string, spanId: string): Promise<Span> {
      const row = await repo.findSpan(projectId, traceId, spanId);
      if (!row) throw notFound(`There is no span ${spanId} in trace ${traceId}`);
      return storedToSpan(row);
    },

    async getTraceSpans(projectId: string, traceId: string): Promise<Span[]> {
      return (await repo.listTraceSpans(projectId, traceId)).map(storedToSpan);
    },

    async listRecentTraces(projectId: string, limit: number): Promise<TraceSummary[]> {
      return (await repo.listRecentTraces(projectId, limit)).map(toTraceSummary);
    },

    async listRecentTraceIds(projectId: string, limit: number): Promise<string[]> {
      return (await repo.listRecentTraces(projectId, limit)).map((t) => t.traceId);
    },

    /** Spans that started in [fromMs, toMs], oldest first, a page at a time (for backfills). */
    async listSpansInRange(
      projectId: string,
      range: { fromMs: number; toMs: number; cursor?: string | undefined; limit: number },
    ): Promise<{ spans: Span[]; nextCursor: string | null }> {
      let after: { startMs: number; seq: number } | null = null;
      if (range.cursor) {
        const [startMs, seq] = decodeCursor(range.cursor);
        if (typeof startMs !== 'number' || typeof seq !== 'number') throw invalid('This cursor is not valid');
        after = { startMs, seq };
      }
      const rows = await repo.listSpansInRange(projectId, { ...range, after, limit: range.limit });
      const last = rows.at(-1);
      return {
        spans: rows.map(storedToSpan),
        nextCursor: last && rows.length === range.limit ? encodeCursor([last.startMs, last.seq]) : null,
      };
    },

    async findTraceByExternalId(projectId: string, externalId: string): Promise<{ traceId: string }> {
      const traceId = await repo.findTraceIdByExternalId(projectId, externalId);
      if (!traceId) {
        throw notFound(
          `No trace has the external id "${externalId}". Set the span attribute assay.external_id (or external_id) when you send it.`,
        );
      }
      return { traceId };
    },

    /** The span dataset: keyset pages over a point in time; `query` also carries the raw `where[...]` keys. */
    async pageSpanDataset(projectId: string, query: SpanDatasetQuery): Promise<KeysetPage<SpanRow>> {
      const conditions = spanConditionsFrom(query);
      if (query.q) {
        const search = spanSearchCondition(query.q);
        if (search) conditions.push(search);
      }
      const whereKeys = Object.fromEntries(Object.entries(query).filter(([k]) => k.startsWith('where[')));
      const filterHash = hashFilters({ w: whereKeys, q: query.q ?? null });
      const pit = readPit(query.pit, filterHash) ?? { seq: await repo.currentSeq('spans'), total: null };
      let after: { value: unknown; seq: number } | null = null;
      if (query.cursor) {
        const [value, seq, sort] = decodeCursor(query.cursor);
        if (
          typeof seq !== 'number' ||
          sort !== query.sort ||
          (typeof value !== 'number' && typeof value !== 'string')
        ) {
          throw invalid('This page cursor belongs to another sort; load the first page again', {
            cursor: ['Not a cursor for this sort'],
          });
        }
        after = { value, seq };
      }
      const sortExpr = spanSortExpr(query.sort);
      const [rows, total] = await Promise.all([
        repo.pageSpans({
          projectId,
          pit: pit.seq,
          conditions,
          sort: { expr: sortExpr, order: query.order },
          after,
          limit: query.limit + 1,
        }),
        pit.total ?? repo.countSpans(projectId, pit.seq, conditions),
      ]);
      const isLastPage = rows.length <= query.limit;
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const sortValue = (r: StoredSpan): number | string => {
        switch (query.sort) {
          case 'totalTokens':
            return r.totalTokens ?? -1;
          case 'costUsd':
            return r.costUsd ?? -1;
          case 'name':
            return r.name;
          case 'durationMs':
            return r.durationMs;
          default:
            return r.startMs;
        }
      };
      return {
        items: items.map(storedToSpanRow),
        pit: `${pit.seq}.${total}.${filterHash}`,
        nextCursor: !isLastPage && last ? encodeCursor([sortValue(last), last.seq, query.sort]) : null,
        isLastPage,
        total,
      };
    },

    async pageTraces(projectId: string, query: TraceListQuery): Promise<KeysetPage<TraceSummary>> {
      if (query.fromMs !== undefined && query.toMs !== undefined && query.fromMs > query.toMs) {
        throw invalid('The time range ends before it starts', { toMs: ['Must not be before fromMs'] });
      }
      const filters = {
        name: query.name,
        sessionId: query.sessionId,
        externalId: query.externalId,
        hasError: query.hasError,
        fromMs: query.fromMs,
        toMs: query.toMs,
        q: query.q,
      };
      const conditions = repo.traceConditions(filters);
      const filterHash = hashFilters(filters);
      const pit = readPit(query.pit, filterHash) ?? { seq: await repo.currentSeq('traces'), total: null };
      let after: { value: number; seq: number } | null = null;
      if (query.cursor) {
        const [value, seq, sort] = decodeCursor(query.cursor);
        if (typeof value !== 'number' || typeof seq !== 'number' || sort !== query.sort) {
          throw invalid('This page cursor belongs to another sort; load the first page again', {
            cursor: ['Not a cursor for this sort'],
          });
        }
        after = { value, seq };
      }
      const [rows, total] = await Promise.all([
        repo.pageTraces({
          projectId,
          pit: pit.seq,
          conditions,
          sort: { column: query.sort, order: query.order },
          after,
          limit: query.limit + 1,
        }),
        pit.total ?? repo.countTraces(projectId, pit.seq, conditions),
      ]);
      const isLastPage = rows.length <= query.limit;
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toTraceSummary),
        pit: `${pit.seq}.${total}.${filterHash}`,
        nextCursor:
          !isLastPage && last
            ? encodeCursor([query.sort === 'startMs' ? last.startMs : last.durationMs, last.seq, query.sort])
            : null,
        isLastPage,
        total,
      };
    },

    async pageSessions(projectId: string, query: SessionListQuery): Promise<KeysetPage<SessionSummary>> {
      const filterHash = hashFilters({ q: query.q ?? null });
      const pit = readPit(query.pit, filterHash) ?? { seq: await repo.currentSeq('traces'), total: null };
      let after: { value: number; sessionId: string } | null = null;
      if (query.cursor) {
        const [value, sessionId] = decodeCursor(query.cursor);
        if (typeof value !== 'number' || typeof sessionId !== 'string') throw invalid('This page cursor is not valid');
        after = { value, sessionId };
      }
      const [rows, total] = await Promise.all([
        repo.pageSessions({ projectId, pit: pit.seq, q: query.q, order: query.order, after, limit: query.limit + 1 }),
        pit.total ?? repo.countSessions(projectId, pit.seq, query.q),
      ]);
      const isLastPage = rows.length <= query.limit;
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items,
        pit: `${pit.seq}.${total}.${filterHash}`,
        nextCursor: !isLastPage && last ? encodeCursor([last.lastMs, last.sessionId]) : null,
        isLastPage,
        total,
      };
    },

    async getSessionTurns(projectId: string, sessionId: string): Promise<SessionTurns> {
      const rows = await repo.sessionTurns(projectId, sessionId, MAX_SESSION_TURNS);
      if (rows.length === 0) throw notFound(`There is no session "${sessionId}" in this project`);
      return {
        sessionId,
        turns: rows.map((r) => {
          const useLlm = (r.rootInput ?? null) === null && (r.rootOutput ?? null) === null;
          return {
            traceId: r.traceId,
            startMs: Number(r.startMs),
            input: (useLlm ? r.llmInput : r.rootInput) ?? null,
            output: (useLlm ? r.llmOutput : r.rootOutput) ?? null,
            model: r.rootModel ?? r.llmModel ?? null,
            status: Number(r.errorCount) > 0 ? 'error' : toSpanStatus(r.rootStatus ?? 'unset'),
            totalTokens: r.totalTokens === null ? null : Number(r.totalTokens),
            costUsd: r.costUsd === null ? null : Number(r.costUsd),
          };
        }),
      };
    },

    /** Adds chosen spans (or whole traces, from their root spans) to a dataset as prompt/response rows. */
    async addToDataset(projectId: string, actorId: string, input: AddToDatasetRequest): Promise<AddToDatasetResponse> {
      if (!datasets) throw new Error('traces service has no datasets dependency');
      const wanted = input.spans ?? [];
      const [bySpan, byTrace] = await Promise.all([
        repo.findSpansByIds(projectId, wanted),
        repo.findRootSpans(projectId, [...new Set(input.traceIds ?? [])]),
      ]);
      const found = new Set(bySpan.map((s) => `${s.traceId}/${s.spanId}`));
      const missingSpan = wanted.find((w) => !found.has(`${w.traceId}/${w.spanId}`));
      if (missingSpan) throw notFound(`There is no span ${missingSpan.spanId} in trace ${missingSpan.traceId}`);
      const foundTraces = new Set(byTrace.map((s) => s.traceId));
      const missingTrace = (input.traceIds ?? []).find((id) => !foundTraces.has(id));
      if (missingTrace) throw notFound(`There is no trace ${missingTrace} in this project`);

      // Rows keep the order the spans were chosen in; a span chosen twice is added once.
      const order = new Map<string, number>();
      wanted.forEach((w, i) => order.set(`${w.traceId}/${w.spanId}`, i));
      (input.traceIds ?? []).forEach((id, i) => order.set(id, wanted.length + i));
      const seen = new Set<string>();
      const chosen = [
        ...bySpan.sort((a, b) => order.get(`${a.traceId}/${a.spanId}`)! - order.get(`${b.traceId}/${b.spanId}`)!),
        ...byTrace.sort((a, b) => order.get(a.traceId)! - order.get(b.traceId)!),
      ].filter((s) => {
        const key = `${s.traceId}/${s.spanId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });

      const datasetId =
        input.datasetId ??
        (
          await datasets.createDataset(projectId, actorId, {
            name: input.newDatasetName!,
            columns: SPAN_DATASET_ROW_COLUMNS.map((name) => ({ name, ...DATASET_COLUMN_SPECS[name] })),
          })
        ).id;
      const { inserted } = await datasets.appendRows(projectId, datasetId, chosen.map(spanToDatasetRow));
      return { datasetId, inserted };
    },
  };
  return service;
}

export type TracesService = ReturnType<typeof createTracesService>;
