import type { SpanEvent, SpanKind, SpanStatus } from '@assay/shared/contracts/traces';

/** A span as decoded from OTLP or a native batch, before the GenAI / OpenInference rules read it. */
export type RawSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  status: SpanStatus;
  statusMessage: string | null;
  startNs: bigint;
  endNs: bigint;
  attributes: Record<string, unknown>;
  resourceAttributes: Record<string, unknown>;
  events: Array<{ name: string; timeNs: bigint; attributes: Record<string, unknown> }>;
  /** Values the sender gave directly (native ingest); they win over what the attributes say. */
  explicit?: Partial<ExplicitFields>;
};

type ExplicitFields = {
  kind: SpanKind;
  input: unknown;
  output: unknown;
  model: string | null;
  provider: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  costUsd: number | null;
  sessionId: string | null;
  externalId: string | null;
  userId: string | null;
};

/** A span ready to store: every column the spans table has. */
export type SpanRecord = {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: SpanKind;
  status: SpanStatus;
  statusMessage: string | null;
  startNs: bigint;
  endNs: bigint;
  startMs: number;
  durationMs: number;
  input: unknown;
  output: unknown;
  model: string | null;
  provider: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  costUsd: number | null;
  attributes: Record<string, unknown>;
  resourceAttributes: Record<string, unknown>;
  serviceName: string | null;
  events: SpanEvent[];
  sessionId: string | null;
  externalId: string | null;
  userId: string | null;
};
