export const MAX_DISPLAY_DECIMALS = 6;

/**
 * Truncates toward zero on the number's shortest decimal representation rather than with
 * `Math.trunc(n * 10 ** places)`: multiplying exposes binary artefacts (0.29 * 100 is
 * 28.999999999999996, which would truncate to 0.28).
 */
export function truncateDecimals(n: number, places: 2 | 3): number {
  if (!Number.isFinite(n)) return n;
  const text = String(n);
  // Exponent notation only appears below 1e-6 (truncates to zero) or at 1e21 and above
  // (no fractional digits left to cut).
  if (text.includes('e')) return Math.abs(n) < 1 ? 0 : n;
  const dot = text.indexOf('.');
  if (dot === -1) return n;
  const truncated = Number(text.slice(0, dot + 1 + places));
  // Avoid -0 so that truncating -0.0001 displays as 0, not -0.
  return truncated === 0 ? 0 : truncated;
}

/**
 * Rounds (not truncates) to at most six decimals and drops trailing zeros; for display only,
 * where the nearest value reads better than a cut one. Non-finite and missing values show '-'.
 */
export function formatDisplayNumber(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '-';
  // String(Number(...)) strips trailing zeros and turns -0 into '0'.
  return String(Number(n.toFixed(MAX_DISPLAY_DECIMALS)));
}
