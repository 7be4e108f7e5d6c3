import type { IngestSpan } from '@assay/shared/contracts/traces';
import type { RawSpan } from './span-record';

const msToNs = (ms: number): bigint => {
  const whole = Math.floor(ms);
  return BigInt(whole) * 1_000_000n + BigInt(Math.round((ms - whole) * 1e6));
};

const nanos = (v: string | number): bigint => (typeof v === 'string' ? BigInt(v) : BigInt(Math.round(v)));

/** A span of a native ingest batch as a RawSpan: given fields become explicit values that win over attributes. */
export function fromNativeSpan(s: IngestSpan): RawSpan {
  const startNs = s.startTimeUnixNano !== undefined ? nanos(s.startTimeUnixNano) : msToNs(s.startMs ?? 0);
  const endNs =
    s.endTimeUnixNano !== undefined
      ? nanos(s.endTimeUnixNano)
      : s.endMs !== undefined
        ? msToNs(s.endMs)
        : startNs + msToNs(s.durationMs ?? 0);
  const explicit: RawSpan['explicit'] = {};
  if (s.kind !== undefined) explicit.kind = s.kind;
  if (s.input !== undefined) explicit.input = s.input;
  if (s.output !== undefined) explicit.output = s.output;
  for (const key of [
    'model',
    'provider',
    'promptTokens',
    'completionTokens',
    'totalTokens',
    'costUsd',
    'sessionId',
    'externalId',
    'userId',
  ] as const) {
    const value = s[key];
    if (value !== undefined) (explicit as Record<string, unknown>)[key] = value;
  }
  return {
    traceId: s.traceId,
    spanId: s.spanId,
    parentSpanId: s.parentSpanId ?? null,
    name: s.name,
    status: s.status ?? 'unset',
    statusMessage: s.statusMessage ?? null,
    startNs,
    endNs,
    attributes: s.attributes ?? {},
    resourceAttributes: s.resourceAttributes ?? {},
    events: (s.events ?? []).map((e) => ({
      name: e.name,
      timeNs:
        e.timeUnixNano !== undefined ? nanos(e.timeUnixNano) : e.timeMs !== undefined ? msToNs(e.timeMs) : startNs,
      attributes: e.attributes ?? {},
    })),
    explicit,
  };
}
