/** Dataset column types, as datasets declare them. */
export const COLUMN_TYPES = ['string', 'number', 'boolean', 'json', 'datetime'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export type Coerced = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Turns a value found in a span into a value of the column's type. `null` stays null; a value that cannot be
 * read as the type is an error naming what was found, never a silent null.
 */
export function coerceColumnValue(value: unknown, type: ColumnType): Coerced {
  if (value === null || value === undefined) return { ok: true, value: null };
  switch (type) {
    case 'json':
      return { ok: true, value };
    case 'string':
      return { ok: true, value: typeof value === 'string' ? value : JSON.stringify(value) };
    case 'number':
      return toNumber(value);
    case 'boolean':
      return toBoolean(value);
    case 'datetime':
      return toDatetime(value);
  }
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function toNumber(value: unknown): Coerced {
  if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value };
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    if (Number.isFinite(n)) return { ok: true, value: n };
  }
  return { ok: false, error: `${describe(value)} is not a number` };
}

function toBoolean(value: unknown): Coerced {
  if (typeof value === 'boolean') return { ok: true, value };
  if (value === 1 || value === 0) return { ok: true, value: value === 1 };
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1' || text === 'yes') return { ok: true, value: true };
    if (text === 'false' || text === '0' || text === 'no') return { ok: true, value: false };
  }
  return { ok: false, error: `${describe(value)} is not true or false` };
}

/** Epoch numbers are read by magnitude: seconds, milliseconds, microseconds or nanoseconds (OTLP). */
function epochToMs(n: number): number {
  const abs = Math.abs(n);
  if (abs >= 1e17) return n / 1e6;
  if (abs >= 1e14) return n / 1e3;
  if (abs >= 1e11) return n;
  return n * 1000;
}

function toDatetime(value: unknown): Coerced {
  let ms: number | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) ms = epochToMs(value);
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    ms = /^-?\d+(\.\d+)?$/.test(text) ? epochToMs(Number(text)) : Date.parse(text);
  }
  if (ms === null || !Number.isFinite(ms)) return { ok: false, error: `${describe(value)} is not a date and time` };
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return { ok: false, error: `${describe(value)} is not a date and time` };
  return { ok: true, value: date.toISOString() };
}
