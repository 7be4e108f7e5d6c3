/**
 * Fixed series colours so the same series keeps the same colour across renders.
 * Each has at least 3:1 contrast against white, the WCAG minimum for graphical objects.
 */
export const CHART_PALETTE = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#8c564b',
  '#c2185b',
  '#616161',
  '#827717',
  '#00838f',
  '#e65100',
  '#3949ab',
  '#00897b',
  '#6d4c41',
  '#ad1457',
  '#558b2f',
  '#5e35b1',
  '#0277bd',
  '#bf360c',
  '#2e7d32',
  '#6a1b9a',
  '#4e342e',
  '#1565c0',
  '#c62828',
  '#00695c',
  '#7b1fa2',
  '#37474f',
] as const;

const MAX_RGB = 0xffffff;

/** `random` is injectable so tests, and anything needing stable output, can be deterministic. */
export function randomHexColor(random: () => number = Math.random): string {
  // Clamp because a custom generator may return exactly 1, which would overflow to 7 digits.
  const value = Math.min(MAX_RGB, Math.max(0, Math.floor(random() * (MAX_RGB + 1))));
  return `#${value.toString(16).padStart(6, '0')}`;
}

/** The palette covers the first 26 series; only series beyond that get random colours. */
export function getChartColors(count: number, random: () => number = Math.random): string[] {
  const total = Math.max(0, Math.floor(count));
  const colors: string[] = CHART_PALETTE.slice(0, total);
  while (colors.length < total) colors.push(randomHexColor(random));
  return colors;
}
