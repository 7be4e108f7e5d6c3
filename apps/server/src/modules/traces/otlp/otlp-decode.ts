import protobuf from 'protobufjs';
import type { SpanStatus } from '@assay/shared/contracts/traces';
import type { RawSpan } from '../span-record';
import { TRACE_SERVICE_PROTO } from './trace-service-proto';

/** An OTLP export request, decoded: the spans it carries, and how many it had that could not be read. */
export type DecodedExport = { spans: RawSpan[]; rejected: number; errors: string[] };

/** Thrown for a body that is not an OTLP request at all; the route answers 400 with the message. */
export class OtlpFormatError extends Error {}

const root = protobuf.parse(TRACE_SERVICE_PROTO, { keepCase: false }).root;
const RequestType = root.lookupType('assay.otlp.ExportTraceServiceRequest');
const ResponseType = root.lookupType('assay.otlp.ExportTraceServiceResponse');

const STATUS_BY_CODE: Record<string, SpanStatus> = {
  '0': 'unset',
  '1': 'ok',
  '2': 'error',
  STATUS_CODE_UNSET: 'unset',
  STATUS_CODE_OK: 'ok',
  STATUS_CODE_ERROR: 'error',
};

const MAX_ERRORS = 5;

type LongLike = { low: number; high: number; unsigned?: boolean; toString(): string };

const isLong = (v: unknown): v is LongLike =>
  typeof v === 'object' && v !== null && typeof (v as LongLike).low === 'number' && 'high' in v;

/** fixed64 nanoseconds (protobufjs Long, number, or decimal string from JSON) -> bigint. */
function toNanos(v: unknown): bigint {
  if (v === undefined || v === null || v === '') return 0n;
  if (typeof v === 'bigint') return v;
  if (isLong(v)) return (BigInt(v.high >>> 0) << 32n) | BigInt(v.low >>> 0);
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0) throw new OtlpFormatError(`Not a valid time in nanoseconds: ${v}`);
    return BigInt(Math.round(v));
  }
  if (typeof v === 'string' && /^\d{1,20}$/.test(v)) return BigInt(v);
  throw new OtlpFormatError(`Not a valid time in nanoseconds: ${JSON.stringify(v)}`);
}

/** int64 attribute values: a number when it is exact, else its decimal text. */
function toInt(v: unknown): number | string {
  if (isLong(v)) {
    const big = BigInt.asIntN(64, (BigInt(v.high >>> 0) << 32n) | BigInt(v.low >>> 0));
    return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(big)
      : big.toString();
  }
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : v;
  }
  return 0;
}

const pick = (o: Record<string, unknown>, camel: string, snake: string): unknown => o[camel] ?? o[snake];

const ANY_VALUE_KEYS: Record<string, string> = {
  stringValue: 'string',
  string_value: 'string',
  boolValue: 'bool',
  bool_value: 'bool',
  intValue: 'int',
  int_value: 'int',
  doubleValue: 'double',
  double_value: 'double',
  arrayValue: 'array',
  array_value: 'array',
  kvlistValue: 'kvlist',
  kvlist_value: 'kvlist',
  bytesValue: 'bytes',
  bytes_value: 'bytes',
};

/**
 * OTLP AnyValue (protobufjs message or its JSON form) -> a plain value. Only own properties count: a decoded
 * protobufjs message carries every member's default on its prototype, the one that was sent is its own.
 */
function anyValue(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    const kind = ANY_VALUE_KEYS[key];
    const value = o[key];
    if (!kind || value === undefined || value === null) continue;
    switch (kind) {
      case 'string':
        return String(value);
      case 'bool':
        return Boolean(value);
      case 'int':
        return toInt(value);
      case 'double':
        return typeof value === 'number' ? value : Number(value);
      case 'array':
        return ((value as { values?: unknown[] }).values ?? []).map(anyValue);
      case 'kvlist':
        return keyValues((value as { values?: unknown[] }).values);
      case 'bytes':
        return value instanceof Uint8Array
          ? Buffer.from(value.buffer, value.byteOffset, value.length).toString('base64')
          : String(value);
    }
  }
  return null;
}

function keyValues(list: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!Array.isArray(list)) return out;
  for (const kv of list) {
    if (kv === null || typeof kv !== 'object') continue;
    const { key, value } = kv as { key?: unknown; value?: unknown };
    if (typeof key === 'string') out[key] = anyValue(value);
  }
  return out;
}

const ZERO = /^0+$/;

/**
 * Trace / span ids: bytes from protobuf, hex (OTLP JSON) or base64 (plain protobuf JSON) from JSON.
 * Null when absent or not a valid id (a parent id that cannot be read makes the span a root).
 */
function toHexId(v: unknown, bytes: number): string | null {
  if (v === undefined || v === null || v === '') return null;
  let hex: string | null = null;
  if (v instanceof Uint8Array) {
    if (v.length === 0) return null;
    hex = Buffer.from(v.buffer, v.byteOffset, v.length).toString('hex');
  } else if (typeof v === 'string') {
    if (new RegExp(`^[0-9a-fA-F]{${bytes * 2}}$`).test(v)) hex = v.toLowerCase();
    else {
      const decoded = Buffer.from(v, 'base64');
      if (decoded.length === bytes) hex = decoded.toString('hex');
    }
  }
  return hex === null || hex.length !== bytes * 2 || ZERO.test(hex) ? null : hex;
}

type Collect = { spans: RawSpan[]; rejected: number; errors: string[] };

function reject(c: Collect, message: string) {
  c.rejected += 1;
  if (c.errors.length < MAX_ERRORS) c.errors.push(message);
}

function readSpan(c: Collect, span: Record<string, unknown>, resourceAttributes: Record<string, unknown>) {
  const name = typeof span.name === 'string' && span.name.trim() !== '' ? span.name : '(unnamed span)';
  const traceId = toHexId(pick(span, 'traceId', 'trace_id'), 16);
  const spanId = toHexId(pick(span, 'spanId', 'span_id'), 8);
  if (!traceId) return reject(c, `Span "${name}": the trace id must be 16 bytes and not all zeros`);
  if (!spanId) return reject(c, `Span "${name}": the span id must be 8 bytes and not all zeros`);
  const rawParent = pick(span, 'parentSpanId', 'parent_span_id');
  const parentSpanId = toHexId(rawParent, 8);
  let startNs: bigint;
  let endNs: bigint;
  try {
    startNs = toNanos(pick(span, 'startTimeUnixNano', 'start_time_unix_nano'));
    endNs = toNanos(pick(span, 'endTimeUnixNano', 'end_time_unix_nano'));
  } catch (err) {
    return reject(c, `Span "${name}": ${(err as Error).message}`);
  }
  const status = (span.status ?? {}) as Record<string, unknown>;
  const events = Array.isArray(span.events) ? (span.events as Array<Record<string, unknown>>) : [];
  c.spans.push({
    traceId,
    spanId,
    parentSpanId,
    name,
    status: STATUS_BY_CODE[String(status.code ?? 0)] ?? 'unset',
    statusMessage: typeof status.message === 'string' && status.message !== '' ? status.message : null,
    startNs,
    endNs,
    attributes: keyValues(span.attributes),
    resourceAttributes,
    events: events.map((e) => {
      let timeNs = 0n;
      try {
        timeNs = toNanos(pick(e, 'timeUnixNano', 'time_unix_nano'));
      } catch {
        timeNs = startNs;
      }
      return { name: typeof e.name === 'string' ? e.name : '', timeNs, attributes: keyValues(e.attributes) };
    }),
  });
}

function readRequest(request: Record<string, unknown>): DecodedExport {
  const c: Collect = { spans: [], rejected: 0, errors: [] };
  const resourceSpans = pick(request, 'resourceSpans', 'resource_spans');
  if (!Array.isArray(resourceSpans)) return c;
  for (const rs of resourceSpans as Array<Record<string, unknown>>) {
    if (rs === null || typeof rs !== 'object') continue;
    const resource = (rs.resource ?? {}) as Record<string, unknown>;
    const resourceAttributes = keyValues(resource.attributes);
    const scopeSpans = pick(rs, 'scopeSpans', 'scope_spans');
    if (!Array.isArray(scopeSpans)) continue;
    for (const ss of scopeSpans as Array<Record<string, unknown>>) {
      if (ss === null || typeof ss !== 'object' || !Array.isArray(ss.spans)) continue;
      for (const span of ss.spans as Array<Record<string, unknown>>) {
        if (span === null || typeof span !== 'object') {
          reject(c, 'A span is not an object');
          continue;
        }
        readSpan(c, span, resourceAttributes);
      }
    }
  }
  return c;
}

/** Decodes an `application/x-protobuf` ExportTraceServiceRequest. */
export function decodeOtlpProtobuf(body: Uint8Array): DecodedExport {
  let message: protobuf.Message;
  try {
    message = RequestType.decode(body);
  } catch (err) {
    throw new OtlpFormatError(
      `The body is not a valid OTLP protobuf ExportTraceServiceRequest (${(err as Error).message})`,
    );
  }
  return readRequest(message as unknown as Record<string, unknown>);
}

/** Decodes an `application/json` ExportTraceServiceRequest (OTLP/HTTP JSON encoding). */
export function decodeOtlpJson(body: unknown): DecodedExport {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new OtlpFormatError('The body must be an OTLP ExportTraceServiceRequest object with resourceSpans');
  }
  const resourceSpans = pick(body as Record<string, unknown>, 'resourceSpans', 'resource_spans');
  if (!Array.isArray(resourceSpans)) {
    throw new OtlpFormatError('The body has no resourceSpans array; send an OTLP ExportTraceServiceRequest');
  }
  return readRequest(body as Record<string, unknown>);
}

/** ExportTraceServiceResponse: empty when everything was accepted, partialSuccess otherwise. */
export function otlpResponseObject(rejected: number, errors: string[]) {
  return rejected > 0 ? { partialSuccess: { rejectedSpans: String(rejected), errorMessage: errors.join('; ') } } : {};
}

export function encodeOtlpResponse(rejected: number, errors: string[]): Uint8Array {
  const payload = rejected > 0 ? { partialSuccess: { rejectedSpans: rejected, errorMessage: errors.join('; ') } } : {};
  return ResponseType.encode(ResponseType.fromObject(payload)).finish();
}

/** For tests and the benchmark: encodes a request object (protobufjs field names) as OTLP protobuf. */
export function encodeOtlpRequest(request: Record<string, unknown>): Uint8Array {
  return RequestType.encode(RequestType.fromObject(request)).finish();
}

export const decodeOtlpResponse = (body: Uint8Array) =>
  ResponseType.toObject(ResponseType.decode(body), { longs: Number }) as {
    partialSuccess?: { rejectedSpans?: number; errorMessage?: string };
  };
