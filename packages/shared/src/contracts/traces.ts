import { z } from 'zod';
import { KeysetPageQuerySchema, keysetPageOf } from './keyset-page';

/**
 * Traces: spans sent over OTLP/HTTP (`POST /v1/traces`, protobuf or JSON) or as a native JSON batch
 * (`POST /v2/llm/traces/ingest`), both authenticated with a project API key (`Authorization: Bearer assay_…`).
 *
 * Attribute names the server reads on top of the OpenTelemetry GenAI and OpenInference conventions:
 * - external id (any span of the trace; stored on the trace, indexed): `assay.external_id`, `external_id`,
 *   `external.id`;
 * - session id: `session.id`, `gen_ai.conversation.id`, `assay.session_id`;
 * - user id: `user.id`, `enduser.id`, `assay.user_id`;
 * - kind override: `assay.span.kind` (one of SpanKind), then `openinference.span.kind`, then
 *   `gen_ai.operation.name`.
 */
export const SPAN_KINDS = ['llm', 'tool', 'agent', 'chain', 'retriever', 'embedding', 'guardrail', 'custom'] as const;
export const SpanKindSchema = z.enum(SPAN_KINDS);
export type SpanKind = z.infer<typeof SpanKindSchema>;

export const SpanStatusSchema = z.enum(['unset', 'ok', 'error']);
export type SpanStatus = z.infer<typeof SpanStatusSchema>;

export const TraceIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, { message: 'A trace id is 32 lowercase hex characters' })
  .refine((v) => !/^0+$/.test(v), { message: 'A trace id cannot be all zeros' });
export const SpanIdSchema = z
  .string()
  .regex(/^[0-9a-f]{16}$/, { message: 'A span id is 16 lowercase hex characters' })
  .refine((v) => !/^0+$/.test(v), { message: 'A span id cannot be all zeros' });

export const AttributesSchema = z.record(z.string(), z.unknown());
export type Attributes = z.infer<typeof AttributesSchema>;

export const SpanEventSchema = z.object({
  name: z.string(),
  /** Nanoseconds since the Unix epoch, as a decimal string (64-bit). */
  timeUnixNano: z.string(),
  attributes: AttributesSchema,
});
export type SpanEvent = z.infer<typeof SpanEventSchema>;

/** A span, complete. */
export const SpanSchema = z.object({
  traceId: z.string(),
  spanId: z.string(),
  parentSpanId: z.string().nullable(),
  name: z.string(),
  kind: SpanKindSchema,
  status: SpanStatusSchema,
  statusMessage: z.string().nullable(),
  startTimeUnixNano: z.string(),
  endTimeUnixNano: z.string(),
  /** Start, epoch milliseconds (may carry a fraction). */
  startMs: z.number(),
  /** End minus start, milliseconds (may carry a fraction; never negative). */
  durationMs: z.number(),
  input: z.unknown().nullable(),
  output: z.unknown().nullable(),
  model: z.string().nullable(),
  provider: z.string().nullable(),
  promptTokens: z.number().nullable(),
  completionTokens: z.number().nullable(),
  totalTokens: z.number().nullable(),
  costUsd: z.number().nullable(),
  attributes: AttributesSchema,
  resourceAttributes: AttributesSchema,
  serviceName: z.string().nullable(),
  events: z.array(SpanEventSchema),
  sessionId: z.string().nullable(),
  externalId: z.string().nullable(),
  userId: z.string().nullable(),
});
export type Span = z.infer<typeof SpanSchema>;

/** One row of the span dataset table (`GET /v2/llm/dataset/span`): a Span without attributes and events. */
export const SpanRowSchema = SpanSchema.omit({ attributes: true, resourceAttributes: true, events: true });
export type SpanRow = z.infer<typeof SpanRowSchema>;

/** A span in a trace tree: small, so a 50,000-span trace stays a few MB. */
export const TraceTreeItemSchema = z.object({
  spanId: z.string(),
  parentSpanId: z.string().nullable(),
  name: z.string(),
  kind: SpanKindSchema,
  status: SpanStatusSchema,
  startMs: z.number(),
  durationMs: z.number(),
  totalTokens: z.number().nullable(),
  costUsd: z.number().nullable(),
  model: z.string().nullable(),
});
export type TraceTreeItem = z.infer<typeof TraceTreeItemSchema>;

export const TraceSummarySchema = z.object({
  traceId: z.string(),
  /** The root span's name and kind; while the root has not arrived, the earliest span's. */
  rootName: z.string(),
  rootKind: SpanKindSchema,
  startMs: z.number(),
  /** From the earliest start to the latest end among the trace's spans. */
  durationMs: z.number(),
  spanCount: z.number().int(),
  errorCount: z.number().int(),
  totalTokens: z.number().nullable(),
  costUsd: z.number().nullable(),
  externalId: z.string().nullable(),
  sessionId: z.string().nullable(),
  serviceName: z.string().nullable(),
});
export type TraceSummary = z.infer<typeof TraceSummarySchema>;

/** The columns of a trace tree row, in order. */
export const TraceTreeColumnsSchema = z.tuple([
  z.literal('spanId'),
  z.literal('parentSpanId'),
  z.literal('name'),
  z.literal('kind'),
  z.literal('status'),
  z.literal('startOffsetMs'),
  z.literal('durationMs'),
  z.literal('totalTokens'),
  z.literal('costUsd'),
  z.literal('model'),
]);
export type TraceTreeColumns = z.infer<typeof TraceTreeColumnsSchema>;
export const TRACE_TREE_COLUMNS: Readonly<TraceTreeColumns> = [
  'spanId',
  'parentSpanId',
  'name',
  'kind',
  'status',
  'startOffsetMs',
  'durationMs',
  'totalTokens',
  'costUsd',
  'model',
];

/** One span as a row: the values of TRACE_TREE_COLUMNS, in that order. */
export const TraceTreeRowSchema = z.tuple([
  z.string(),
  z.string().nullable(),
  z.string(),
  SpanKindSchema,
  SpanStatusSchema,
  /** Start minus the trace's startMs, milliseconds rounded to the microsecond. */
  z.number(),
  /** Milliseconds rounded to the microsecond. */
  z.number(),
  z.number().nullable(),
  z.number().nullable(),
  z.string().nullable(),
]);
export type TraceTreeRow = z.infer<typeof TraceTreeRowSchema>;

/**
 * `GET /v2/llm/traces/{traceId}/tree`: the summary and every span of the trace as compact rows (a 50,000-span
 * trace is about half the size of the same spans as objects), ordered by start time; build the tree from
 * parentSpanId. `decodeTraceTree` (domain/decode-trace-tree.ts) turns it into TraceTree.
 */
export const TraceTreeSchema = z.object({
  trace: TraceSummarySchema,
  columns: TraceTreeColumnsSchema,
  rows: z.array(TraceTreeRowSchema),
});
export type TraceTreeResponse = z.infer<typeof TraceTreeSchema>;

/** A trace tree decoded for use: the summary and one TraceTreeItem per span, ordered by start time. */
export type TraceTree = { trace: TraceSummary; items: TraceTreeItem[] };

// ---------- native ingest ----------

/** Nanoseconds since the epoch, as a decimal string or a safe integer. */
const UnixNanoSchema = z.union([
  z.string().regex(/^\d{1,20}$/, { message: 'Give nanoseconds since the epoch as digits' }),
  z.number().int().nonnegative(),
]);

/**
 * A span in a native ingest batch: the Span shape minus what the server derives (startMs, durationMs,
 * serviceName from resourceAttributes['service.name']). Give times either as `startTimeUnixNano` /
 * `endTimeUnixNano` or as `startMs` with `durationMs` (or `endMs`). Leave kind, model, tokens, input, output,
 * sessionId … out and the server reads them from the attributes (GenAI / OpenInference conventions).
 */
export const IngestSpanSchema = z
  .object({
    traceId: TraceIdSchema,
    spanId: SpanIdSchema,
    parentSpanId: SpanIdSchema.nullish(),
    name: z.string().trim().min(1, { message: 'A span needs a name' }).max(1000),
    kind: SpanKindSchema.optional(),
    status: SpanStatusSchema.optional(),
    statusMessage: z.string().max(10_000).nullish(),
    startTimeUnixNano: UnixNanoSchema.optional(),
    endTimeUnixNano: UnixNanoSchema.optional(),
    startMs: z.number().nonnegative().optional(),
    endMs: z.number().nonnegative().optional(),
    durationMs: z.number().nonnegative().optional(),
    input: z.unknown().optional(),
    output: z.unknown().optional(),
    model: z.string().max(500).nullish(),
    provider: z.string().max(200).nullish(),
    promptTokens: z.number().int().nonnegative().nullish(),
    completionTokens: z.number().int().nonnegative().nullish(),
    totalTokens: z.number().int().nonnegative().nullish(),
    costUsd: z.number().nonnegative().nullish(),
    attributes: AttributesSchema.optional(),
    resourceAttributes: AttributesSchema.optional(),
    events: z
      .array(
        z.object({
          name: z.string().max(1000),
          timeUnixNano: UnixNanoSchema.optional(),
          timeMs: z.number().nonnegative().optional(),
          attributes: AttributesSchema.optional(),
        }),
      )
      .max(10_000)
      .optional(),
    sessionId: z.string().max(500).nullish(),
    externalId: z.string().max(500).nullish(),
    userId: z.string().max(500).nullish(),
  })
  .superRefine((s, ctx) => {
    if (s.startTimeUnixNano === undefined && s.startMs === undefined) {
      ctx.addIssue({ code: 'custom', path: ['startTimeUnixNano'], message: 'Give startTimeUnixNano or startMs' });
    }
    if (s.endTimeUnixNano === undefined && s.endMs === undefined && s.durationMs === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTimeUnixNano'],
        message: 'Give endTimeUnixNano, endMs or durationMs',
      });
    }
  });
export type IngestSpan = z.infer<typeof IngestSpanSchema>;

export const MAX_INGEST_SPANS = 50_000;

export const IngestSpansRequestSchema = z.object({
  spans: z
    .array(IngestSpanSchema)
    .min(1, { message: 'Send at least one span' })
    .max(MAX_INGEST_SPANS, { message: `Send at most ${MAX_INGEST_SPANS} spans per request` }),
});
export type IngestSpansRequest = z.infer<typeof IngestSpansRequestSchema>;

export const IngestSpansResponseSchema = z.object({
  /** Spans stored (new or replaced: re-sending a span with the same trace and span id replaces it). */
  accepted: z.number().int(),
  rejected: z.number().int(),
  traceIds: z.array(z.string()),
});
export type IngestSpansResponse = z.infer<typeof IngestSpansResponseSchema>;

/** OTLP ExportTraceServiceResponse in its JSON form (the protobuf form carries the same fields). */
export const OtlpExportResponseSchema = z.object({
  partialSuccess: z
    .object({ rejectedSpans: z.union([z.string(), z.number()]).optional(), errorMessage: z.string().optional() })
    .optional(),
});
export type OtlpExportResponse = z.infer<typeof OtlpExportResponseSchema>;

// ---------- reading ----------

/**
 * `GET /v2/llm/dataset/span`: keyset page of SpanRow. Sort: startMs (default), durationMs, totalTokens,
 * costUsd, name. Filters `where[<column>]=<op>:<value>` over SPAN_FILTER_COLUMNS; `q` searches name, input
 * and output. The `pit` fixes the set of spans as of the first page: spans ingested later never shift pages.
 */
export const SPAN_FILTER_COLUMNS = [
  'name',
  'kind',
  'status',
  'model',
  'provider',
  'traceId',
  'spanId',
  'parentSpanId',
  'durationMs',
  'totalTokens',
  'promptTokens',
  'completionTokens',
  'costUsd',
  'startMs',
  'sessionId',
  'externalId',
  'userId',
  'serviceName',
] as const;
export type SpanFilterColumn = (typeof SPAN_FILTER_COLUMNS)[number];
export const SPAN_SORT_COLUMNS = ['startMs', 'durationMs', 'totalTokens', 'costUsd', 'name'] as const;

/** Query of the span dataset; `where[...]` keys are read from the raw query by parseWhere. */
export const SpanDatasetQuerySchema = KeysetPageQuerySchema.extend({
  sort: z.enum(SPAN_SORT_COLUMNS).default('startMs'),
}).catchall(z.unknown());
export type SpanDatasetQuery = z.infer<typeof SpanDatasetQuerySchema>;
export const SpanDatasetPageSchema = keysetPageOf(SpanRowSchema);
export type SpanDatasetPage = z.infer<typeof SpanDatasetPageSchema>;

const BooleanQuerySchema = z
  .enum(['true', 'false'], { message: 'Use true or false' })
  .transform((v) => v === 'true')
  .optional();

/** `GET /v2/llm/traces`: keyset page of TraceSummary, newest first by default (sort startMs or durationMs). */
export const TraceListQuerySchema = KeysetPageQuerySchema.extend({
  sort: z.enum(['startMs', 'durationMs']).default('startMs'),
  /** Root name contains this (case-insensitive). */
  name: z.string().trim().max(500).optional(),
  sessionId: z.string().max(500).optional(),
  externalId: z.string().max(500).optional(),
  /** true: only traces with at least one error span; false: only traces without. */
  hasError: BooleanQuerySchema,
  /** Trace start within [fromMs, toMs], epoch ms. */
  fromMs: z.coerce.number().nonnegative().optional(),
  toMs: z.coerce.number().nonnegative().optional(),
});
export type TraceListQuery = z.infer<typeof TraceListQuerySchema>;
export const TraceListPageSchema = keysetPageOf(TraceSummarySchema);
export type TraceListPage = z.infer<typeof TraceListPageSchema>;

export const TraceIdParamSchema = z.object({ traceId: TraceIdSchema });
export const SpanParamsSchema = z.object({ traceId: TraceIdSchema, spanId: SpanIdSchema });
export const ExternalIdParamSchema = z.object({ externalId: z.string().min(1).max(500) });
export const TraceByExternalIdSchema = z.object({ traceId: z.string() });

/** `GET /v2/llm/traces/sessions`: sessions (traces sharing a session id), latest activity first. */
export const SessionSummarySchema = z.object({
  sessionId: z.string(),
  turnCount: z.number().int(),
  firstMs: z.number(),
  lastMs: z.number(),
  totalTokens: z.number().nullable(),
  costUsd: z.number().nullable(),
  errorCount: z.number().int(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;
/** `q` filters on session id (contains); sort is by lastMs. */
export const SessionListQuerySchema = KeysetPageQuerySchema.extend({ sort: z.literal('lastMs').default('lastMs') });
export type SessionListQuery = z.infer<typeof SessionListQuerySchema>;
export const SessionListPageSchema = keysetPageOf(SessionSummarySchema);
export type SessionListPage = z.infer<typeof SessionListPageSchema>;

export const SessionIdParamSchema = z.object({ sessionId: z.string().min(1).max(500) });

/** One trace of a session (a chat turn): its root span's input/output, or its first llm span's when the root has none. */
export const SessionTurnSchema = z.object({
  traceId: z.string(),
  startMs: z.number(),
  input: z.unknown().nullable(),
  output: z.unknown().nullable(),
  model: z.string().nullable(),
  status: SpanStatusSchema,
  totalTokens: z.number().nullable(),
  costUsd: z.number().nullable(),
});
export type SessionTurn = z.infer<typeof SessionTurnSchema>;
export const SessionTurnsSchema = z.object({ sessionId: z.string(), turns: z.array(SessionTurnSchema) });
export type SessionTurns = z.infer<typeof SessionTurnsSchema>;

// ---------- add to dataset ----------

export const MAX_ADD_TO_DATASET = 10_000;

export const AddToDatasetRequestSchema = z
  .object({
    datasetId: z.uuid({ message: 'Not a valid dataset id' }).optional(),
    newDatasetName: z.string().trim().min(1, { message: 'Name the new dataset' }).max(200).optional(),
    spans: z
      .array(z.object({ traceId: TraceIdSchema, spanId: SpanIdSchema }))
      .max(MAX_ADD_TO_DATASET)
      .optional(),
    /** Whole traces: each becomes one row from its root span. */
    traceIds: z.array(TraceIdSchema).max(MAX_ADD_TO_DATASET).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.datasetId === undefined) === (v.newDatasetName === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['datasetId'], message: 'Give either datasetId or newDatasetName' });
    }
    const count = (v.spans?.length ?? 0) + (v.traceIds?.length ?? 0);
    if (count === 0) ctx.addIssue({ code: 'custom', path: ['spans'], message: 'Choose at least one span or trace' });
  });
export type AddToDatasetRequest = z.infer<typeof AddToDatasetRequestSchema>;
export const AddToDatasetResponseSchema = z.object({ datasetId: z.string(), inserted: z.number().int() });
export type AddToDatasetResponse = z.infer<typeof AddToDatasetResponseSchema>;

/**
 * Columns a span becomes in a dataset row: prompt <- input, response <- output, plus these.
 * Values that are not strings are stored as JSON text.
 */
export const SPAN_DATASET_ROW_COLUMNS = [
  'prompt',
  'response',
  'trace_id',
  'span_id',
  'span_name',
  'kind',
  'model',
  'status',
  'duration_ms',
  'total_tokens',
  'cost_usd',
  'session_id',
  'external_id',
] as const;
