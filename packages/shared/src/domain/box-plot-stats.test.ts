import { describe, it, expect } from 'vitest';
import {
  BoxPlotStatsInputSchema,
  computeBoxPlotStats,
  findOutliers,
  fromPrecomputedStats,
  quantile,
  withNanFallback,
} from './box-plot-stats';

describe('quantile', () => {
  it('interpolates linearly like numpy', () => {
    const sorted = [1, 2, 3, 4];
    expect(quantile(sorted, 0.25)).toBeCloseTo(1.75);
    expect(quantile(sorted, 0.5)).toBeCloseTo(2.5);
    expect(quantile(sorted, 0.75)).toBeCloseTo(3.25);
    expect(quantile(sorted, 0)).toBe(1);
    expect(quantile(sorted, 1)).toBe(4);
  });

  it('is NaN for an empty list', () => {
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('computeBoxPlotStats', () => {
  it('collapses everything onto a single value', () => {
    expect(computeBoxPlotStats([7])).toEqual({
      q1: 7,
      q2: 7,
      q3: 7,
      lower: 7,
      upper: 7,
      min: 7,
      max: 7,
    });
  });

  it('handles an odd count, sorting the input first', () => {
    expect(computeBoxPlotStats([5, 1, 4, 2, 3])).toEqual({
      q1: 2,
      q2: 3,
      q3: 4,
      lower: 1,
      upper: 5,
      min: 1,
      max: 5,
    });
  });

  it('handles an even count', () => {
    const stats = computeBoxPlotStats([4, 3, 2, 1]);
    expect(stats.q1).toBeCloseTo(1.75);
    expect(stats.q2).toBeCloseTo(2.5);
    expect(stats.q3).toBeCloseTo(3.25);
    expect(stats.lower).toBe(1);
    expect(stats.upper).toBe(4);
  });

  it('stops the whiskers at the last value inside 1.5 IQR, keeping min and max', () => {
    // q1 = 2.25, q3 = 4.75, IQR = 2.5, fences at -1.5 and 8.5.
    const values = [-10, 1, 2, 3, 3, 3, 4, 5, 6, 100];
    const stats = computeBoxPlotStats(values);
    expect(stats.q1).toBeCloseTo(2.25);
    expect(stats.q3).toBeCloseTo(4.75);
    expect(stats.lower).toBe(1);
    expect(stats.upper).toBe(6);
    expect(stats.min).toBe(-10);
    expect(stats.max).toBe(100);
    expect(findOutliers(values, stats)).toEqual([-10, 100]);
  });

  it('ignores NaN and infinite inputs', () => {
    expect(computeBoxPlotStats([Number.NaN, 1, Infinity, 3, -Infinity])).toEqual(computeBoxPlotStats([1, 3]));
  });

  it('gives NaN everywhere for an empty list', () => {
    const stats = computeBoxPlotStats([]);
    for (const value of Object.values(stats)) expect(value).toBeNaN();
  });

  it('does not mutate the input', () => {
    const values = [3, 1, 2];
    computeBoxPlotStats(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('withNanFallback', () => {
  const base = { q1: 1, q2: 2, q3: 3, lower: 0, upper: 4, min: 0, max: 4 };

  it('replaces a NaN lower with q1 and a NaN upper with q3', () => {
    expect(withNanFallback({ ...base, lower: Number.NaN, upper: Number.NaN })).toEqual({
      ...base,
      lower: 1,
      upper: 3,
    });
  });

  it('keeps valid whiskers and leaves other NaN statistics alone', () => {
    const result = withNanFallback({ ...base, min: Number.NaN });
    expect(result.lower).toBe(0);
    expect(result.upper).toBe(4);
    expect(result.min).toBeNaN();
  });
});

describe('fromPrecomputedStats', () => {
  it('treats null and missing values as NaN and applies the fallback', () => {
    const input = BoxPlotStatsInputSchema.parse({ q1: 0.2, q2: 0.5, q3: 0.8, lower: null });
    const stats = fromPrecomputedStats(input);
    expect(stats.lower).toBe(0.2);
    expect(stats.upper).toBe(0.8);
    expect(stats.min).toBeNaN();
    expect(stats.q2).toBe(0.5);
  });
});
