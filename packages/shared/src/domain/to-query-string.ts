/**
 * Form state often stringifies missing values, so the literal texts 'undefined' and 'null'
 * are treated as absent too. NaN is dropped for the same reason: it only ever means "unset".
 */
function isDropped(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === 'undefined' ||
    value === 'null' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

function serialise(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Returns '' or a string starting with '?', so callers can append it directly
 * (`/users${toQueryString(filters)}`) without checking for emptiness.
 * Arrays become repeated keys (`?tag=a&tag=b`), the form URLSearchParams.getAll reads back.
 */
export function toQueryString(filters: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(filters)) {
    const values: readonly unknown[] = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (isDropped(value)) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(serialise(value))}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
