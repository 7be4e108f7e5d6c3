import { describe, expect, it } from 'vitest';
import { TRACE_TREE_COLUMNS, type TraceSummary } from '../contracts/traces';
import { decodeTraceTree } from './decode-trace-tree';

const trace: TraceSummary = {
  traceId: 'a'.repeat(32),
  rootName: 'agent',
  rootKind: 'agent',
  startMs: 1_763_700_000_000.25,
  durationMs: 12.5,
  spanCount: 2,
  errorCount: 1,
  totalTokens: 30,
  costUsd: 0.0012,
  externalId: null,
  sessionId: 's1',
  serviceName: 'svc',
};
const columns = [...TRACE_TREE_COLUMNS];

describe('decodeTraceTree', () => {
  it('turns rows into items with absolute start times', () => {
    const got = decodeTraceTree({
      trace,
      columns,
      rows: [
        ['1111111111111111', null, 'agent', 'agent', 'ok', 0, 12.5, null, null, null],
        ['2222222222222222', '1111111111111111', 'call', 'llm', 'error', 1.234, 10.001, 30, 0.0012, 'gpt-4o'],
      ],
    });
    expect(got.trace).toEqual(trace);
    expect(got.items).toEqual([
      {
        spanId: '1111111111111111',
        parentSpanId: null,
        name: 'agent',
        kind: 'agent',
        status: 'ok',
        startMs: trace.startMs,
        durationMs: 12.5,
        totalTokens: null,
        costUsd: null,
        model: null,
      },
      {
        spanId: '2222222222222222',
        parentSpanId: '1111111111111111',
        name: 'call',
        kind: 'llm',
        status: 'error',
        startMs: trace.startMs + 1.234,
        durationMs: 10.001,
        totalTokens: 30,
        costUsd: 0.0012,
        model: 'gpt-4o',
      },
    ]);
  });

  it('accepts an empty trace', () => {
    expect(decodeTraceTree({ trace, columns, rows: [] }).items).toEqual([]);
  });

  it('refuses other columns, a missing summary and malformed rows', () => {
    expect(() => decodeTraceTree({ trace, columns: columns.slice(1), rows: [] })).toThrow(/columns/);
    expect(() => decodeTraceTree({ trace, columns: [...columns].reverse(), rows: [] })).toThrow(/columns/);
    expect(() => decodeTraceTree({ columns, rows: [] })).toThrow();
    expect(() => decodeTraceTree({ trace, columns })).toThrow(/no rows/);
    const good = ['1111111111111111', null, 'a', 'llm', 'ok', 0, 1, null, null, null];
    const bad = (i: number, v: unknown) => good.map((x, j) => (j === i ? v : x));
    for (const row of [bad(0, 7), bad(3, 'planet'), bad(4, 'fine'), bad(5, '0'), bad(7, '3'), good.slice(1), {}]) {
      expect(() => decodeTraceTree({ trace, columns, rows: [good, row] })).toThrow(/row 2/);
    }
  });
});
