import { describe, expect, it } from 'vitest';
import {
  decodeOtlpJson,
  decodeOtlpProtobuf,
  decodeOtlpResponse,
  encodeOtlpRequest,
  encodeOtlpResponse,
  OtlpFormatError,
} from './otlp-decode';

const TRACE = '5b8efff798038103d269b633813fc60c';
const SPAN = 'eee19b7ec3c1b174';

describe('OTLP decoding', () => {
  it('decodes every AnyValue kind, 64-bit times and ids from protobuf', () => {
    const body = encodeOtlpRequest({
      resourceSpans: [
        {
          resource: { attributes: [{ key: 'service.name', value: { stringValue: 'svc' } }] },
          scopeSpans: [
            {
              spans: [
                {
                  traceId: Buffer.from(TRACE, 'hex'),
                  spanId: Buffer.from(SPAN, 'hex'),
                  parentSpanId: Buffer.from('0102030405060708', 'hex'),
                  name: 'op',
                  startTimeUnixNano: '18446744073709551615',
                  endTimeUnixNano: '18446744073709551615',
                  attributes: [
                    { key: 's', value: { stringValue: '' } },
                    { key: 'b', value: { boolValue: true } },
                    { key: 'i', value: { intValue: -42 } },
                    { key: 'big', value: { intValue: '9223372036854775807' } },
                    { key: 'd', value: { doubleValue: 1.5 } },
                    { key: 'a', value: { arrayValue: { values: [{ intValue: 1 }, { stringValue: 'x' }] } } },
                    { key: 'kv', value: { kvlistValue: { values: [{ key: 'k', value: { boolValue: false } }] } } },
                    { key: 'bytes', value: { bytesValue: Buffer.from('hi') } },
                  ],
                  events: [{ timeUnixNano: '1700000000000000001', name: 'e', attributes: [] }],
                  status: { code: 2, message: 'bad' },
                },
              ],
            },
          ],
        },
      ],
    });
    const { spans, rejected } = decodeOtlpProtobuf(body);
    expect(rejected).toBe(0);
    expect(spans[0]).toMatchObject({
      traceId: TRACE,
      spanId: SPAN,
      parentSpanId: '0102030405060708',
      startNs: 18446744073709551615n,
      status: 'error',
      statusMessage: 'bad',
      resourceAttributes: { 'service.name': 'svc' },
      attributes: {
        s: '',
        b: true,
        i: -42,
        big: '9223372036854775807',
        d: 1.5,
        a: [1, 'x'],
        kv: { k: false },
        bytes: Buffer.from('hi').toString('base64'),
      },
      events: [{ name: 'e', timeNs: 1700000000000000001n, attributes: {} }],
    });
  });

  it('decodes OTLP JSON (hex ids, string or number int64) and rejects unreadable spans one by one', () => {
    const { spans, rejected, errors } = decodeOtlpJson({
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  traceId: TRACE,
                  spanId: SPAN,
                  name: 'ok',
                  startTimeUnixNano: 1700000000000000000,
                  endTimeUnixNano: '1700000000000000500',
                  attributes: [{ key: 'n', value: { intValue: '5' } }],
                  status: { code: 'STATUS_CODE_OK' },
                },
                { traceId: '0'.repeat(32), spanId: SPAN, name: 'zero trace' },
                { traceId: TRACE, spanId: 'xyz', name: 'bad span id' },
                { traceId: TRACE, spanId: SPAN, name: 'bad time', startTimeUnixNano: 'soon' },
              ],
            },
          ],
        },
      ],
    });
    expect(spans).toHaveLength(1);
    expect(spans[0]).toMatchObject({ status: 'ok', attributes: { n: 5 }, endNs: 1700000000000000500n });
    expect(rejected).toBe(3);
    expect(errors.join(' ')).toMatch(/zero trace.*trace id.*bad span id.*span id.*bad time/);
  });

  it('refuses bodies that are not export requests', () => {
    expect(() => decodeOtlpJson([1])).toThrow(OtlpFormatError);
    expect(() => decodeOtlpJson({ spans: [] })).toThrow(/resourceSpans/);
    expect(() => decodeOtlpProtobuf(Uint8Array.from([0x0a, 0x05, 0x01]))).toThrow(OtlpFormatError);
  });

  it('encodes partialSuccess only when spans were rejected', () => {
    expect(encodeOtlpResponse(0, [])).toHaveLength(0);
    expect(decodeOtlpResponse(encodeOtlpResponse(2, ['a', 'b']))).toEqual({
      partialSuccess: { rejectedSpans: 2, errorMessage: 'a; b' },
    });
  });
});
