import { describe, expect, it } from 'vitest';
import { formatCost, formatDuration, formatTokens } from './format-trace-values';

describe('trace value formats', () => {
  it('reads durations at a useful precision', () => {
    expect(formatDuration(0.456)).toBe('0.46 ms');
    expect(formatDuration(12.4)).toBe('12 ms');
    expect(formatDuration(1520)).toBe('1.52 s');
    expect(formatDuration(125_000)).toBe('2 m 5 s');
    expect(formatDuration(null)).toBe('-');
  });

  it('shows missing tokens and cost as a dash', () => {
    expect(formatTokens(12345)).toBe('12,345');
    expect(formatTokens(null)).toBe('-');
    expect(formatCost(0.0012345678)).toBe('$0.001235');
    expect(formatCost(null)).toBe('-');
  });
});
