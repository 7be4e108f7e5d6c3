const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp (ISO text or epoch ms) as people read it; `fallback` when there is none. */
export function formatDateTime(value: string | number | null, fallback = '—'): string {
  if (value === null) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : formatter.format(date);
}
