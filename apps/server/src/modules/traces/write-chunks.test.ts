import { describe, expect, it } from 'vitest';
import { toWriteChunks } from './traces.service';

const spans = (traces: number, perTrace: number) =>
  Array.from({ length: traces * perTrace }, (_, i) => ({ traceId: `t${Math.floor(i / perTrace)}`, i }));

describe('toWriteChunks', () => {
  it('keeps every span once, at most 5,000 spans and 256 traces per write', () => {
    for (const [traces, perTrace] of [
      [1, 12_000],
      [5_000, 1],
      [300, 20],
      [3, 10],
    ] as const) {
      const input = spans(traces, perTrace);
      const chunks = toWriteChunks(input);
      expect(
        chunks
          .flat()
          .map((s) => s.i)
          .sort((a, b) => a - b),
      ).toEqual(input.map((s) => s.i));
      for (const chunk of chunks) {
        expect(chunk.length).toBeLessThanOrEqual(5_000);
        expect(new Set(chunk.map((s) => s.traceId)).size).toBeLessThanOrEqual(256);
      }
    }
    expect(toWriteChunks(spans(3, 10))).toHaveLength(1);
    expect(toWriteChunks(spans(1, 12_000)).map((c) => c.length)).toEqual([5_000, 5_000, 2_000]);
    expect(toWriteChunks(spans(5_000, 1))).toHaveLength(20);
  });
});
