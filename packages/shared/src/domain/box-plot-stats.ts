import { z } from 'zod';

export interface BoxPlotStats {
  q1: number;
  q2: number;
  q3: number;
  lower: number;
  upper: number;
  min: number;
  max: number;
}

const WHISKER_FACTOR = 1.5;

// JSON has no NaN, so a server that could not compute a statistic sends null or omits it.
const statInput = z.number().nullable().optional();
export const BoxPlotStatsInputSchema = z.object({
  q1: statInput,
  q2: statInput,
  q3: statInput,
  lower: statInput,
  upper: statInput,
  min: statInput,
  max: statInput,
});
export type BoxPlotStatsInput = z.infer<typeof BoxPlotStatsInputSchema>;

/** Numpy's default ('linear') method, so numbers match what evaluation scripts report. */
export function quantile(sorted: readonly number[], p: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const position = (n - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, n - 1);
  const lo = sorted[below] ?? Number.NaN;
  const hi = sorted[above] ?? Number.NaN;
  return lo + (position - below) * (hi - lo);
}

/** Whiskers that cannot be computed collapse onto the box edge so the chart still draws. */
export function withNanFallback(stats: BoxPlotStats): BoxPlotStats {
  return {
    ...stats,
    lower: Number.isNaN(stats.lower) ? stats.q1 : stats.lower,
    upper: Number.isNaN(stats.upper) ? stats.q3 : stats.upper,
  };
}

/** For statistics computed elsewhere (e.g. by the server), where missing values arrive as null. */
export function fromPrecomputedStats(input: BoxPlotStatsInput): BoxPlotStats {
  const read = (value: number | null | undefined): number => value ?? Number.NaN;
  return withNanFallback({
    q1: read(input.q1),
    q2: read(input.q2),
    q3: read(input.q3),
    lower: read(input.lower),
    upper: read(input.upper),
    min: read(input.min),
    max: read(input.max),
  });
}

/**
 * Non-finite inputs are ignored: NaN marks a missing score, and an infinity would make the
 * interquartile range infinite and the interpolation NaN. Whiskers follow Tukey: the most
 * extreme values within 1.5 IQR of the box.
 */
export function computeBoxPlotStats(values: readonly number[]): BoxPlotStats {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q2 = quantile(sorted, 0.5);
  const q3 = quantile(sorted, 0.75);
  const iqr = q3 - q1;
  const lowerFence = q1 - WHISKER_FACTOR * iqr;
  const upperFence = q3 + WHISKER_FACTOR * iqr;
  const lower = sorted.find((v) => v >= lowerFence) ?? Number.NaN;
  const upper = [...sorted].reverse().find((v) => v <= upperFence) ?? Number.NaN;
  return withNanFallback({
    q1,
    q2,
    q3,
    lower,
    upper,
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  });
}

/** Values drawn as individual points because they lie beyond the whiskers. */
export function findOutliers(values: readonly number[], stats: BoxPlotStats): number[] {
  return values.filter((v) => Number.isFinite(v) && (v < stats.lower || v > stats.upper));
}
