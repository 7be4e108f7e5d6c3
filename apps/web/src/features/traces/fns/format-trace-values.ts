import { formatDisplayNumber } from '@assay/shared/domain/format-number';

/** 0.4 ms, 12 ms, 1.52 s, 2 m 5 s: latency at the precision people read it. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '-';
  if (ms < 1) return `${Number(ms.toFixed(2))} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(2))} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} m ${Math.round((ms - minutes * 60_000) / 1000)} s`;
}

export function formatTokens(tokens: number | null | undefined): string {
  return tokens === null || tokens === undefined ? '-' : tokens.toLocaleString('en-US');
}

export function formatCost(usd: number | null | undefined): string {
  return usd === null || usd === undefined ? '-' : `$${formatDisplayNumber(usd)}`;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function formatStartTime(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? '-' : dateTimeFormat.format(date);
}
