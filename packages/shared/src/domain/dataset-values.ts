import type { ColumnMapping, DatasetColumnRole, DatasetColumnType } from '../contracts/datasets';

/**
 * Dataset value rules: what type a column of raw text looks like, how a raw value is stored for a column
 * type (never losing what was written: text that does not fit the type is kept as text), and which role a
 * column name suggests.
 */

const NUMBER = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;
const BOOLEAN = /^\s*(true|false)\s*$/i;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export function looksLikeNumber(text: string): boolean {
  return NUMBER.test(text) && Number.isFinite(Number(text));
}

export function looksLikeDatetime(text: string): boolean {
  return ISO_DATETIME.test(text.trim()) && !Number.isNaN(Date.parse(text.trim()));
}

function looksLikeJson(text: string): boolean {
  const t = text.trim();
  if (!(t.startsWith('{') && t.endsWith('}')) && !(t.startsWith('[') && t.endsWith(']'))) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

/** The type every non-empty sample fits, most specific first; string when they disagree or are all empty. */
export function inferColumnType(samples: readonly unknown[]): DatasetColumnType {
  const present = samples.filter((s) => s !== null && s !== undefined && s !== '');
  if (present.length === 0) return 'string';
  const checks: Array<[DatasetColumnType, (v: unknown) => boolean]> = [
    ['number', (v) => typeof v === 'number' || (typeof v === 'string' && looksLikeNumber(v))],
    ['boolean', (v) => typeof v === 'boolean' || (typeof v === 'string' && BOOLEAN.test(v))],
    ['datetime', (v) => typeof v === 'string' && looksLikeDatetime(v)],
    ['json', (v) => (typeof v === 'object' && v !== null) || (typeof v === 'string' && looksLikeJson(v))],
  ];
  for (const [type, fits] of checks) if (present.every(fits)) return type;
  return 'string';
}

/**
 * The value stored for `raw` in a column of `type`. Empty text becomes null. Text that does not fit the type
 * is kept as it was written, so a type choice never destroys data.
 */
export function coerceValue(raw: unknown, type: DatasetColumnType): unknown {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') {
    if (type === 'string' && typeof raw === 'object') return JSON.stringify(raw);
    if (type === 'string' && (typeof raw === 'number' || typeof raw === 'boolean')) return String(raw);
    return raw;
  }
  if (raw === '') return null;
  switch (type) {
    case 'string':
      return raw;
    case 'number':
      return looksLikeNumber(raw) ? Number(raw) : raw;
    case 'boolean':
      return BOOLEAN.test(raw) ? raw.trim().toLowerCase() === 'true' : raw;
    case 'datetime':
      return raw;
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
  }
}

const ROLE_BY_NAME: Array<[RegExp, DatasetColumnRole]> = [
  [/^(system[ _-]?prompt|system|instructions?)$/i, 'system_prompt'],
  [/^(expected[ _-]?(response|output|answer)|ground[ _-]?truth|reference|label|target|gold)$/i, 'expected_response'],
  [/^(prompt|input|question|query|user[ _-]?input|instruction)$/i, 'prompt'],
  [/^(response|output|answer|completion|prediction|generation)$/i, 'response'],
  [/^(context|contexts|documents?|retrieved[ _-]?context|passages?|sources?)$/i, 'context'],
  [/^(chat[ _-]?id|conversation[ _-]?id|session[ _-]?id|thread[ _-]?id)$/i, 'chat_id'],
  [/^(chat|messages|conversation|history)$/i, 'chat'],
  [/^(trace[ _-]?id|span[ _-]?id)$/i, 'trace_id'],
  [/^(timestamp|time|created[ _-]?at|date|datetime)$/i, 'timestamp'],
  [/^(metadata|meta|tags|attributes)$/i, 'metadata'],
];

export function suggestRole(name: string, type: DatasetColumnType): DatasetColumnRole {
  const trimmed = name.trim();
  for (const [pattern, role] of ROLE_BY_NAME) if (pattern.test(trimmed)) return role;
  if (type === 'datetime') return 'timestamp';
  return 'plain';
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A column name made from a file header: trimmed, control characters dropped, cut to 100, unique. */
export function columnNameFrom(source: string, taken: ReadonlySet<string>, position: number): string {
  const base = source.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, 100) || `column_${position + 1}`;
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base.slice(0, 95)}_${n}`;
  return name;
}

/** Suggested mapping for a file's headers from its first rows. */
export function suggestColumns(
  headers: readonly string[],
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
): ColumnMapping[] {
  const taken = new Set<string>();
  return headers.map((source, i) => {
    const type = inferColumnType(rows.map((r) => r[source]));
    const name = columnNameFrom(source, taken, i);
    taken.add(name);
    return { source, name, role: suggestRole(source, type), type };
  });
}
