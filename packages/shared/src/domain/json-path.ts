/**
 * The JSON-path subset extraction rules use: `$`, `.key`, `['key']`, `[0]`, `[-1]` (from the end), and the
 * wildcards `.*` / `[*]`. No filters or recursive descent: rules stay readable and cheap to run per span.
 */
export type JsonPathSegment = { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'wildcard' };

export type ParsedJsonPath = { ok: true; segments: JsonPathSegment[] } | { ok: false; error: string };

const MAX_PATH_LENGTH = 500;
const IDENTIFIER = /^[^.[\]\s'"]+/;

export function parseJsonPath(path: string): ParsedJsonPath {
  const text = path.trim();
  if (text.length > MAX_PATH_LENGTH) return { ok: false, error: `Keep the path under ${MAX_PATH_LENGTH} characters` };
  if (!text.startsWith('$')) return { ok: false, error: 'A path starts with $, e.g. $.messages[-1].content' };
  const segments: JsonPathSegment[] = [];
  let i = 1;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('.*')) {
      segments.push({ kind: 'wildcard' });
      i += 2;
      continue;
    }
    if (rest.startsWith('.')) {
      const name = IDENTIFIER.exec(rest.slice(1))?.[0];
      if (!name) return { ok: false, error: `Expected a key name after "." at position ${i + 1}` };
      segments.push({ kind: 'key', key: name });
      i += 1 + name.length;
      continue;
    }
    if (rest.startsWith('[')) {
      const close = findClosingBracket(rest);
      if (close === -1) return { ok: false, error: `Unclosed "[" at position ${i + 1}` };
      const inner = rest.slice(1, close).trim();
      const segment = parseBracket(inner);
      if (!segment) {
        return {
          ok: false,
          error: `"[${inner}]" is not an index, * or a quoted key; use e.g. [0], [-1], [*] or ['my key']`,
        };
      }
      segments.push(segment);
      i += close + 1;
      continue;
    }
    return { ok: false, error: `Unexpected "${rest[0]}" at position ${i + 1}; use .key or [index]` };
  }
  return { ok: true, segments };
}

function findClosingBracket(text: string): number {
  const quote = text[1] === "'" || text[1] === '"' ? text[1] : null;
  if (!quote) return text.indexOf(']');
  const end = text.indexOf(quote, 2);
  if (end === -1) return -1;
  return text.indexOf(']', end) === end + 1 ? end + 1 : -1;
}

function parseBracket(inner: string): JsonPathSegment | null {
  if (inner === '*') return { kind: 'wildcard' };
  if (/^-?\d+$/.test(inner)) return { kind: 'index', index: Number(inner) };
  const quoted = /^(['"])(.*)\1$/.exec(inner);
  if (quoted) return { kind: 'key', key: quoted[2] ?? '' };
  return null;
}

/**
 * The values at a path. `isMultiple` is true when the path has a wildcard (its values are then a list,
 * possibly empty); otherwise `values` holds the one value found or nothing when the path is missing.
 * Strings that hold JSON objects or arrays are read through, since span inputs and attributes often do.
 */
export function evaluateJsonPath(
  root: unknown,
  segments: readonly JsonPathSegment[],
): { values: unknown[]; isMultiple: boolean } {
  let current: unknown[] = [root];
  let isMultiple = false;
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const raw of current) {
      const value = readThroughJsonText(raw);
      if (segment.kind === 'wildcard') {
        isMultiple = true;
        if (Array.isArray(value)) next.push(...value);
        else if (isPlainObject(value)) next.push(...Object.values(value));
      } else if (segment.kind === 'index') {
        if (!Array.isArray(value)) continue;
        const index = segment.index < 0 ? value.length + segment.index : segment.index;
        if (index >= 0 && index < value.length) next.push(value[index]);
      } else if (isPlainObject(value) && Object.hasOwn(value, segment.key)) {
        next.push(value[segment.key]);
      }
    }
    current = next;
  }
  return { values: current, isMultiple };
}

function readThroughJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
