// Tables for the traces area; projects and users live in ./schema.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per span, upserted on (project, trace, span) so re-sent spans replace themselves.
 * `seq` grows with each first insert: the span dataset's point-in-time and cursor tie-breaker.
 */
export const spans = pgTable(
  'spans',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    traceId: text('trace_id').notNull(),
    spanId: text('span_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    parentSpanId: text('parent_span_id'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    statusMessage: text('status_message'),
    startNs: bigint('start_ns', { mode: 'bigint' }).notNull(),
    endNs: bigint('end_ns', { mode: 'bigint' }).notNull(),
    startMs: doublePrecision('start_ms').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    input: jsonb('input'),
    output: jsonb('output'),
    model: text('model'),
    provider: text('provider'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    totalTokens: integer('total_tokens'),
    costUsd: doublePrecision('cost_usd'),
    attributes: jsonb('attributes').notNull(),
    resourceAttributes: jsonb('resource_attributes').notNull(),
    serviceName: text('service_name'),
    events: jsonb('events').notNull(),
    sessionId: text('session_id'),
    externalId: text('external_id'),
    userId: text('user_id'),
    ingestedAt: timestamp('ingested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text search over name, input and output (the span dataset's `q`). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', "name" || ' ' || left(coalesce("input"::text, ''), 20000) || ' ' || left(coalesce("output"::text, ''), 20000))`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.traceId, t.spanId] }),
    index('spans_project_start_idx').on(t.projectId, t.startMs.desc(), t.seq.desc()),
    index('spans_search_idx').using('gin', t.search),
  ],
);

/** One row per trace: a summary recomputed from its spans after every batch that touches it. */
export const traces = pgTable(
  'traces',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    traceId: text('trace_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    rootSpanId: text('root_span_id'),
    rootName: text('root_name').notNull(),
    rootKind: text('root_kind').notNull(),
    startMs: doublePrecision('start_ms').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    spanCount: integer('span_count').notNull(),
    errorCount: integer('error_count').notNull(),
    totalTokens: bigint('total_tokens', { mode: 'number' }),
    costUsd: doublePrecision('cost_usd'),
    externalId: text('external_id'),
    sessionId: text('session_id'),
    userId: text('user_id'),
    serviceName: text('service_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.traceId] }),
    index('traces_project_start_idx').on(t.projectId, t.startMs.desc(), t.seq.desc()),
    index('traces_project_external_idx').on(t.projectId, t.externalId),
    index('traces_project_session_idx').on(t.projectId, t.sessionId, t.startMs),
  ],
);
