import { and, asc, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../db/escape-like';
import { spans, traces } from '../../db/schema-traces';
import { toStorableJson } from '../../db/storable-text';
import type { SpanRecord } from './span-record';

export type SpanRow = Omit<typeof spans.$inferSelect, 'search'>;
export type TraceRow = typeof traces.$inferSelect;

/** Every span column but the search vector. */
const spanColumns = {
  projectId: spans.projectId,
  traceId: spans.traceId,
  spanId: spans.spanId,
  seq: spans.seq,
  parentSpanId: spans.parentSpanId,
  name: spans.name,
  kind: spans.kind,
  status: spans.status,
  statusMessage: spans.statusMessage,
  startNs: spans.startNs,
  endNs: spans.endNs,
  startMs: spans.startMs,
  durationMs: spans.durationMs,
  input: spans.input,
  output: spans.output,
  model: spans.model,
  provider: spans.provider,
  promptTokens: spans.promptTokens,
  completionTokens: spans.completionTokens,
  totalTokens: spans.totalTokens,
  costUsd: spans.costUsd,
  attributes: spans.attributes,
  resourceAttributes: spans.resourceAttributes,
  serviceName: spans.serviceName,
  events: spans.events,
  sessionId: spans.sessionId,
  externalId: spans.externalId,
  userId: spans.userId,
  ingestedAt: spans.ingestedAt,
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createTracesRepo(db: Db) {
  return {
    /**
     * Upserts spans and recomputes the summaries of the traces they touch, in one transaction. Writers of the
     * same trace are serialised by an advisory lock per trace, so a summary always counts every committed span,
     * whatever order batches arrive and commit in.
     */
    async storeSpans(projectId: string, records: SpanRecord[]): Promise<void> {
      if (records.length === 0) return;
      const traceIds = [...new Set(records.map((r) => r.traceId))].sort();
      const payload = toStorableJson(
        records.map((r) => ({
          trace_id: r.traceId,
          span_id: r.spanId,
          parent_span_id: r.parentSpanId,
          name: r.name,
          kind: r.kind,
          status: r.status,
          status_message: r.statusMessage,
          start_ns: r.startNs.toString(),
          end_ns: r.endNs.toString(),
          start_ms: r.startMs,
          duration_ms: r.durationMs,
          // Wrapped so a JSON null input stays distinguishable from "no input" (SQL NULL).
          input: r.input === null || r.input === undefined ? undefined : { v: r.input },
          output: r.output === null || r.output === undefined ? undefined : { v: r.output },
          model: r.model,
          provider: r.provider,
          prompt_tokens: r.promptTokens,
          completion_tokens: r.completionTokens,
          total_tokens: r.totalTokens,
          cost_usd: r.costUsd,
          attributes: r.attributes,
          resource_attributes: r.resourceAttributes,
          service_name: r.serviceName,
          events: r.events,
          session_id: r.sessionId,
          external_id: r.externalId,
          user_id: r.userId,
        })),
      );
      const ids = JSON.stringify(traceIds);
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          select pg_advisory_xact_lock(k) from (
            select distinct hashtextextended(${projectId}::text || t, 7) as k
            from json_array_elements_text(${ids}::json) as t order by k
          ) as locks`);
        await tx.execute(sql`
          insert into spans (project_id, trace_id, span_id, parent_span_id, name, kind, status, status_message,
            start_ns, end_ns, start_ms, duration_ms, input, output, model, provider, prompt_tokens, completion_tokens,
            total_tokens, cost_usd, attributes, resource_attributes, service_name, events, session_id, external_id,
            user_id)
          select ${projectId}::uuid, r.trace_id, r.span_id, r.parent_span_id, r.name, r.kind, r.status, r.status_message,
            r.start_ns::bigint, r.end_ns::bigint, r.start_ms, r.duration_ms, r.input -> 'v', r.output -> 'v', r.model,
            r.provider, r.prompt_tokens, r.completion_tokens, r.total_tokens, r.cost_usd, r.attributes,
            r.resource_attributes, r.service_name, r.events, r.session_id, r.external_id, r.user_id
          from jsonb_to_recordset(${payload}::jsonb) as r(trace_id text, span_id text, parent_span_id text, name text,
            kind text, status text, status_message text, start_ns text, end_ns text, start_ms float8,
            duration_ms float8, input jsonb, output jsonb, model text, provider text, prompt_tokens int,
            completion_tokens int, total_tokens int, cost_usd float8, attributes jsonb, resource_attributes jsonb,
            service_name text, events jsonb, session_id text, external_id text, user_id text)
          on conflict (project_id, trace_id, span_id) do update set
            parent_span_id = excluded.parent_span_id, name = excluded.name, kind = excluded.kind,
            status = excluded.status, status_message = excluded.status_message, start_ns = excluded.start_ns,
            end_ns = excluded.end_ns, start_ms = excluded.start_ms, duration_ms = excluded.duration_ms,
            input = excluded.input, output = excluded.output, model = excluded.model, provider = excluded.provider,
            prompt_tokens = excluded.prompt_tokens, completion_tokens = excluded.completion_tokens,
            total_tokens = excluded.total_tokens, cost_usd = excluded.cost_usd, attributes = excluded.attributes,
            resource_attributes = excluded.resource_attributes, service_name = excluded.service_name,
            events = excluded.events, session_id = excluded.session_id, external_id = excluded.external_id,
            user_id = excluded.user_id, ingested_at = now()`);
        await tx.execute(sql`
          insert into traces (project_id, trace_id, root_span_id, root_name, root_kind, start_ms, duration_ms,
            span_count, error_count, total_tokens, cost_usd, external_id, session_id, user_id, service_name, updated_at)
          select ${projectId}::uuid, a.trace_id, r.span_id, r.name, r.kind, (a.start_ns / 1000)::float8 / 1000,
            (a.end_ns - a.start_ns)::float8 / 1000000, a.n, a.errors, a.tokens, a.cost, a.external_id, a.session_id,
            a.user_id, a.service_name, now()
          from (
            select s.trace_id, min(s.start_ns) as start_ns, max(s.end_ns) as end_ns, count(*)::int as n,
              (count(*) filter (where s.status = 'error'))::int as errors, sum(s.total_tokens)::bigint as tokens,
              sum(s.cost_usd) as cost, max(s.external_id) as external_id, max(s.session_id) as session_id,
              max(s.user_id) as user_id, max(s.service_name) as service_name
            from spans s
            where s.project_id = ${projectId}::uuid
              and s.trace_id in (select json_array_elements_text(${ids}::json))
            group by s.trace_id
          ) as a
          cross join lateral (
            select s.span_id, s.name, s.kind from spans s
            where s.project_id = ${projectId}::uuid and s.trace_id = a.trace_id
            order by (s.parent_span_id is null) desc, s.start_ns asc, s.span_id asc
            limit 1
          ) as r
          on conflict (project_id, trace_id) do update set
            root_span_id = excluded.root_span_id, root_name = excluded.root_name, root_kind = excluded.root_kind,
            start_ms = excluded.start_ms, duration_ms = excluded.duration_ms, span_count = excluded.span_count,
            error_count = excluded.error_count, total_tokens = excluded.total_tokens, cost_usd = excluded.cost_usd,
            external_id = excluded.external_id, session_id = excluded.session_id, user_id = excluded.user_id,
            service_name = excluded.service_name, updated_at = now()`);
      });
    },

    async findTrace(projectId: string, traceId: string): Promise<TraceRow | null> {
      const [row] = await db
        .select()
        .from(traces)
        .where(and(eq(traces.projectId, projectId), eq(traces.traceId, traceId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The trace's spans as the tree response's `rows` (TraceTreeRowSchema), JSON text built by the database:
     * arrays instead of objects and start times as offsets from `traceStartMs`, both rounded to the microsecond,
     * halve the bytes of a large trace.
     */
    async treeRowsJson(projectId: string, traceId: string, traceStartMs: number): Promise<string> {
      const result = await db.execute(sql`
        select coalesce(json_agg(json_build_array(span_id, parent_span_id, name, kind, status,
            round((start_ms - ${traceStartMs}::float8) * 1000) / 1000, round(duration_ms * 1000) / 1000,
            total_tokens, cost_usd, model) order by start_ns, span_id)::text, '[]') as rows
        from spans where project_id = ${projectId}::uuid and trace_id = ${traceId}`);
      return rowsOf<{ rows: string }>(result)[0]?.rows ?? '[]';
    },

    async findSpan(projectId: string, traceId: string, spanId: string): Promise<SpanRow | null> {
      const [row] = await db
        .select(spanColumns)
        .from(spans)
        .where(and(eq(spans.projectId, projectId), eq(spans.traceId, traceId), eq(spans.spanId, spanId)))
        .limit(1);
      return row ?? null;
    },

    async listTraceSpans(projectId: string, traceId: string): Promise<SpanRow[]> {
      return db
        .select(spanColumns)
        .from(spans)
        .where(and(eq(spans.projectId, projectId), eq(spans.traceId, traceId)))
        .orderBy(asc(spans.startNs), asc(spans.spanId));
    },

    async findSpansByIds(projectId: string, ids: Array<{ traceId: string; spanId: string }>): Promise<SpanRow[]> {
      if (ids.length === 0) return [];
      const pairs = JSON.stringify(ids.map((i) => [i.traceId, i.spanId]));
      return db
        .select(spanColumns)
        .from(spans)
        .where(
          and(
            eq(spans.projectId, projectId),
            sql`(${spans.traceId}, ${spans.spanId}) in (select p ->> 0, p ->> 1 from json_array_elements(${pairs}::json) as p)`,
          ),
        );
    },

    /** The root span of each trace (or its earliest span when the root has not arrived). */
    async findRootSpans(projectId: string, traceIds: string[]): Promise<SpanRow[]> {
      if (traceIds.length === 0) return [];
      return db
        .select(spanColumns)
        .from(spans)
        .innerJoin(
          traces,
          and(
            eq(traces.projectId, spans.projectId),
            eq(traces.traceId, spans.traceId),
            eq(traces.rootSpanId, spans.spanId),
          ),
        )
        .where(
          and(
            eq(spans.projectId, projectId),
            sql`${spans.traceId} in (select json_array_elements_text(${JSON.stringify(traceIds)}::json))`,
          ),
        );
    },

    async findTraceIdByExternalId(projectId: string, externalId: string): Promise<string | null> {
      const [row] = await db
        .select({ traceId: traces.traceId })
        .from(traces)
        .where(and(eq(traces.projectId, projectId), eq(traces.externalId, externalId)))
        .orderBy(desc(traces.startMs))
        .limit(1);
      return row?.traceId ?? null;
    },

    /** The latest value handed out by a table's `seq`: rows with a larger seq did not exist yet. */
    async currentSeq(table: 'spans' | 'traces'): Promise<number> {
      const result = await db.execute(
        table === 'spans'
          ? sql`select case when is_called then last_value else 0 end as v from spans_seq_seq`
          : sql`select case when is_called then last_value else 0 end as v from traces_seq_seq`,
      );
      return Number(rowsOf<{ v: string | number }>(result)[0]?.v ?? 0);
    },

    async pageSpans(input: {
      projectId: string;
      pit: number;
      conditions: SQL[];
      sort: { expr: SQL; order: 'asc' | 'desc' };
      after: { value: unknown; seq: number } | null;
      limit: number;
    }): Promise<SpanRow[]> {
      const { sort } = input;
      const where = and(
        eq(spans.projectId, input.projectId),
        lte(spans.seq, input.pit),
        ...input.conditions,
        input.after
          ? sort.order === 'desc'
            ? sql`(${sort.expr}, ${spans.seq}) < (${input.after.value}, ${input.after.seq})`
            : sql`(${sort.expr}, ${spans.seq}) > (${input.after.value}, ${input.after.seq})`
          : undefined,
      );
      return db
        .select(spanColumns)
        .from(spans)
        .where(where)
        .orderBy(
          sort.order === 'desc' ? sql`${sort.expr} desc` : sql`${sort.expr} asc`,
          sort.order === 'desc' ? desc(spans.seq) : asc(spans.seq),
        )
        .limit(input.limit);
    },

    async countSpans(projectId: string, pit: number, conditions: SQL[]): Promise<number> {
      const result = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(spans)
        .where(and(eq(spans.projectId, projectId), lte(spans.seq, pit), ...conditions));
      return Number(result[0]?.n ?? 0);
    },

    async pageTraces(input: {
      projectId: string;
      pit: number;
      conditions: SQL[];
      sort: { column: 'startMs' | 'durationMs'; order: 'asc' | 'desc' };
      after: { value: number; seq: number } | null;
      limit: number;
    }): Promise<TraceRow[]> {
      const col = input.sort.column === 'startMs' ? traces.startMs : traces.durationMs;
      const { order } = input.sort;
      return db
        .select()
        .from(traces)
        .where(
          and(
            eq(traces.projectId, input.projectId),
            lte(traces.seq, input.pit),
            ...input.conditions,
            input.after
              ? order === 'desc'
                ? sql`(${col}, ${traces.seq}) < (${input.after.value}, ${input.after.seq})`
                : sql`(${col}, ${traces.seq}) > (${input.after.value}, ${input.after.seq})`
              : undefined,
          ),
        )
        .orderBy(order === 'desc' ? desc(col) : asc(col), order === 'desc' ? desc(traces.seq) : asc(traces.seq))
        .limit(input.limit);
    },

    async countTraces(projectId: string, pit: number, conditions: SQL[]): Promise<number> {
      const result = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(traces)
        .where(and(eq(traces.projectId, projectId), lte(traces.seq, pit), ...conditions));
      return Number(result[0]?.n ?? 0);
    },

    traceConditions(filters: {
      name?: string | undefined;
      sessionId?: string | undefined;
      externalId?: string | undefined;
      hasError?: boolean | undefined;
      fromMs?: number | undefined;
      toMs?: number | undefined;
      q?: string | undefined;
    }): SQL[] {
      const c: Array<SQL | undefined> = [
        filters.name ? ilike(traces.rootName, `%${escapeLike(filters.name)}%`) : undefined,
        filters.q ? ilike(traces.rootName, `%${escapeLike(filters.q)}%`) : undefined,
        filters.sessionId !== undefined ? eq(traces.sessionId, filters.sessionId) : undefined,
        filters.externalId !== undefined ? eq(traces.externalId, filters.externalId) : undefined,
        filters.hasError === true
          ? gt(traces.errorCount, 0)
          : filters.hasError === false
            ? eq(traces.errorCount, 0)
            : undefined,
        filters.fromMs !== undefined ? gte(traces.startMs, filters.fromMs) : undefined,
        filters.toMs !== undefined ? lte(traces.startMs, filters.toMs) : undefined,
      ];
      return c.filter((x): x is SQL => x !== undefined);
    },

    async pageSessions(input: {
      projectId: string;
      pit: number;
      q?: string | undefined;
      order: 'asc' | 'desc';
      after: { value: number; sessionId: string } | null;
      limit: number;
    }) {
      const search = input.q ? sql`and t.session_id ilike ${`%${escapeLike(input.q)}%`}` : sql``;
      const cmp = input.order === 'desc' ? sql`<` : sql`>`;
      const having = input.after
        ? sql`having (max(t.start_ms), t.session_id) ${cmp} (${input.after.value}::float8, ${input.after.sessionId}::text)`
        : sql``;
      const dir = input.order === 'desc' ? sql`desc` : sql`asc`;
      const result = await db.execute(sql`
        select t.session_id as "sessionId", count(*)::int as "turnCount", min(t.start_ms) as "firstMs",
          max(t.start_ms) as "lastMs", sum(t.total_tokens)::float8 as "totalTokens", sum(t.cost_usd) as "costUsd",
          (count(*) filter (where t.error_count > 0))::int as "errorCount"
        from traces t
        where t.project_id = ${input.projectId}::uuid and t.session_id is not null and t.seq <= ${input.pit} ${search}
        group by t.session_id
        ${having}
        order by max(t.start_ms) ${dir}, t.session_id ${dir}
        limit ${input.limit}`);
      return rowsOf<{
        sessionId: string;
        turnCount: number;
        firstMs: number;
        lastMs: number;
        totalTokens: number | null;
        costUsd: number | null;
        errorCount: number;
      }>(result).map((r) => ({
        ...r,
        firstMs: Number(r.firstMs),
        lastMs: Number(r.lastMs),
        totalTokens: r.totalTokens === null ? null : Number(r.totalTokens),
        costUsd: r.costUsd === null ? null : Number(r.costUsd),
      }));
    },

    async countSessions(projectId: string, pit: number, q: string | undefined): Promise<number> {
      const search = q ? sql`and session_id ilike ${`%${escapeLike(q)}%`}` : sql``;
      const result = await db.execute(sql`
        select count(distinct session_id)::int as n from traces
        where project_id = ${projectId}::uuid and session_id is not null and seq <= ${pit} ${search}`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /** A session's traces in time order, each with its root span's (else its first llm span's) input and output. */
    async sessionTurns(projectId: string, sessionId: string, limit: number) {
      const result = await db.execute(sql`
        select t.trace_id as "traceId", t.start_ms as "startMs", t.error_count as "errorCount",
          t.total_tokens as "totalTokens", t.cost_usd as "costUsd",
          r.input as "rootInput", r.output as "rootOutput", r.model as "rootModel", r.status as "rootStatus",
          l.input as "llmInput", l.output as "llmOutput", l.model as "llmModel"
        from traces t
        left join spans r on r.project_id = t.project_id and r.trace_id = t.trace_id and r.span_id = t.root_span_id
        left join lateral (
          select s.input, s.output, s.model from spans s
          where s.project_id = t.project_id and s.trace_id = t.trace_id and s.kind = 'llm'
          order by s.start_ns asc limit 1
        ) as l on true
        where t.project_id = ${projectId}::uuid and t.session_id = ${sessionId}
        order by t.start_ms asc, t.seq asc
        limit ${limit}`);
      return rowsOf<{
        traceId: string;
        startMs: number;
        errorCount: number;
        totalTokens: number | string | null;
        costUsd: number | null;
        rootInput: unknown;
        rootOutput: unknown;
        rootModel: string | null;
        rootStatus: string | null;
        llmInput: unknown;
        llmOutput: unknown;
        llmModel: string | null;
      }>(result);
    },

    async listRecentTraces(projectId: string, limit: number): Promise<TraceRow[]> {
      return db
        .select()
        .from(traces)
        .where(eq(traces.projectId, projectId))
        .orderBy(desc(traces.startMs), desc(traces.seq))
        .limit(limit);
    },

    async listSpansInRange(
      projectId: string,
      range: { fromMs: number; toMs: number; after: { startMs: number; seq: number } | null; limit: number },
    ): Promise<SpanRow[]> {
      return db
        .select(spanColumns)
        .from(spans)
        .where(
          and(
            eq(spans.projectId, projectId),
            gte(spans.startMs, range.fromMs),
            lte(spans.startMs, range.toMs),
            range.after
              ? sql`(${spans.startMs}, ${spans.seq}) > (${range.after.startMs}, ${range.after.seq})`
              : undefined,
          ),
        )
        .orderBy(asc(spans.startMs), asc(spans.seq))
        .limit(range.limit);
    },
  };
}

export type TracesRepo = ReturnType<typeof createTracesRepo>;

/** Span dataset columns: what `where[<column>]` and `sort` may name, mapped to SQL. */
export const SPAN_COLUMNS = {
  name: { column: spans.name, isNumber: false },
  kind: { column: spans.kind, isNumber: false },
  status: { column: spans.status, isNumber: false },
  model: { column: spans.model, isNumber: false },
  provider: { column: spans.provider, isNumber: false },
  traceId: { column: spans.traceId, isNumber: false },
  spanId: { column: spans.spanId, isNumber: false },
  parentSpanId: { column: spans.parentSpanId, isNumber: false },
  durationMs: { column: spans.durationMs, isNumber: true },
  totalTokens: { column: spans.totalTokens, isNumber: true },
  promptTokens: { column: spans.promptTokens, isNumber: true },
  completionTokens: { column: spans.completionTokens, isNumber: true },
  costUsd: { column: spans.costUsd, isNumber: true },
  startMs: { column: spans.startMs, isNumber: true },
  sessionId: { column: spans.sessionId, isNumber: false },
  externalId: { column: spans.externalId, isNumber: false },
  userId: { column: spans.userId, isNumber: false },
  serviceName: { column: spans.serviceName, isNumber: false },
} as const;

export type SpanColumnName = keyof typeof SPAN_COLUMNS;

/** One `where[column]=op:value` condition as SQL; the caller has checked the column and the operand. */
export function spanCondition(column: SpanColumnName, op: string, value: string | number): SQL {
  const { column: col } = SPAN_COLUMNS[column];
  switch (op) {
    case 'eq':
      return eq(col, value as never);
    case 'neq':
      return or(ne(col, value as never), isNull(col)) as SQL;
    case 'contains':
      return ilike(col, `%${escapeLike(String(value))}%`);
    case 'gt':
      return gt(col, value as never);
    case 'gte':
      return gte(col, value as never);
    case 'lt':
      return lt(col, value as never);
    case 'lte':
      return lte(col, value as never);
    case 'empty':
      return SPAN_COLUMNS[column].isNumber ? isNull(col) : (or(isNull(col), eq(col, '' as never)) as SQL);
    case 'notEmpty':
      return SPAN_COLUMNS[column].isNumber ? isNotNull(col) : (and(isNotNull(col), ne(col, '' as never)) as SQL);
    default:
      throw new Error(`unknown filter op ${op}`);
  }
}

/** Full-text search over name, input and output; every word matches as a prefix. */
export function spanSearchCondition(q: string): SQL | null {
  const words = q.match(/[\p{L}\p{N}_]+/gu)?.slice(0, 16) ?? [];
  if (words.length === 0) return null;
  const query = words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
  return sql`${spans.search} @@ to_tsquery('simple', ${query})`;
}

/** The sort expression: nullable numbers sort as -1 so keyset comparisons never meet a NULL. */
export function spanSortExpr(column: 'startMs' | 'durationMs' | 'totalTokens' | 'costUsd' | 'name'): SQL {
  switch (column) {
    case 'startMs':
      return sql`${spans.startMs}`;
    case 'durationMs':
      return sql`${spans.durationMs}`;
    case 'totalTokens':
      return sql`coalesce(${spans.totalTokens}, -1)`;
    case 'costUsd':
      return sql`coalesce(${spans.costUsd}, -1)`;
    case 'name':
      return sql`${spans.name}`;
  }
}
