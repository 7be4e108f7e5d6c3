import { formatDisplayNumber } from '@assay/shared/domain/format-number';

/** `$0.000123`; null when no price is known for the model. */
export function formatCost(costUsd: number | null | undefined): string {
  if (costUsd === null || costUsd === undefined || !Number.isFinite(costUsd)) return 'unknown';
  return `$${formatDisplayNumber(costUsd)}`;
}

export function formatLatency(latencyMs: number | null | undefined): string {
  if (latencyMs === null || latencyMs === undefined || !Number.isFinite(latencyMs)) return '—';
  return latencyMs < 1000
    ? `${Math.round(latencyMs)} ms`
    : `${formatDisplayNumber(Math.round(latencyMs / 10) / 100)} s`;
}

export function formatTokens(input: number | null | undefined, output: number | null | undefined): string {
  if ((input ?? null) === null && (output ?? null) === null) return '—';
  return `${input ?? 0} in · ${output ?? 0} out`;
}
