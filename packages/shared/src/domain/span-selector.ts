/**
 * Which spans an extraction rule takes: by kind, by name (a glob such as `llm.*`, or a regex written
 * between slashes such as `/^chat(completion)?$/i`), and by attribute conditions. Every part present must hold.
 */
export const ATTRIBUTE_MATCH_OPS = ['eq', 'contains', 'exists', 'regex'] as const;
export type AttributeMatchOp = (typeof ATTRIBUTE_MATCH_OPS)[number];

export type AttributeMatch = { key: string; op: AttributeMatchOp; value: string };
export type SpanSelector = {
  kinds: readonly string[];
  namePattern: string;
  attributeMatches: readonly AttributeMatch[];
};
export type SelectableSpan = { name: string; kind: string; attributes: unknown };

const MAX_PATTERN_LENGTH = 200;
/** Long values are cut before regex tests, so one pathological attribute cannot stall a flush. */
const MAX_TESTED_LENGTH = 10_000;
const REGEX_LITERAL = /^\/(.*)\/([a-z]*)$/s;
/**
 * Rules run on the server over every incoming span, so patterns prone to catastrophic backtracking are refused:
 * a group that contains a repeat and is itself repeated, e.g. (a+)+, (\w*)*, (x|y+){2,}.
 */
const NESTED_REPEAT = /\([^()]*[+*}][^()]*\)[+*{]/;

export type CompiledPattern = { ok: true; test: (text: string) => boolean } | { ok: false; error: string };

/** A name pattern as a test; an empty pattern matches every name. */
export function compileNamePattern(pattern: string): CompiledPattern {
  const text = pattern.trim();
  if (text === '') return { ok: true, test: () => true };
  if (text.length > MAX_PATTERN_LENGTH)
    return { ok: false, error: `Keep the pattern under ${MAX_PATTERN_LENGTH} characters` };
  const literal = REGEX_LITERAL.exec(text);
  if (literal) return compileRegex(literal[1] ?? '', literal[2] ?? '');
  const source = text
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const regex = new RegExp(`^${source}$`, 's');
  return { ok: true, test: (name) => regex.test(name) };
}

export function compileRegex(source: string, flags = ''): CompiledPattern {
  if (source.length > MAX_PATTERN_LENGTH) {
    return { ok: false, error: `Keep the regular expression under ${MAX_PATTERN_LENGTH} characters` };
  }
  if (!/^[imsu]*$/.test(flags)) return { ok: false, error: `Unsupported regex flags "${flags}"; use i, m, s or u` };
  if (NESTED_REPEAT.test(source)) {
    return {
      ok: false,
      error: 'Repeating a group that itself repeats, like (a+)+, can run for ever on some text; rewrite it without',
    };
  }
  try {
    const regex = new RegExp(source, flags);
    return { ok: true, test: (text) => regex.test(text.slice(0, MAX_TESTED_LENGTH)) };
  } catch (err) {
    return { ok: false, error: `Not a valid regular expression: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** Field errors of a selector, keyed like the request body (`selector.namePattern`, `selector.attributeMatches.0.value`). */
export function validateSelector(selector: SpanSelector): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = compileNamePattern(selector.namePattern);
  if (!name.ok) errors['selector.namePattern'] = name.error;
  selector.attributeMatches.forEach((match, i) => {
    if (match.key.trim() === '') errors[`selector.attributeMatches.${i}.key`] = 'Name the attribute to check';
    if (match.op === 'regex') {
      const regex = compileRegex(match.value);
      if (!regex.ok) errors[`selector.attributeMatches.${i}.value`] = regex.error;
    } else if (match.op !== 'exists' && match.value === '') {
      errors[`selector.attributeMatches.${i}.value`] = 'Give the value to compare with';
    }
  });
  return errors;
}

/** A selector ready to run many times: patterns are compiled once. Throws if the selector is invalid. */
export function compileSelector(selector: SpanSelector): (span: SelectableSpan) => boolean {
  const kinds = new Set(selector.kinds);
  const name = compileNamePattern(selector.namePattern);
  if (!name.ok) throw new Error(name.error);
  const checks = selector.attributeMatches.map((match) => compileAttributeMatch(match));
  return (span) =>
    (kinds.size === 0 || kinds.has(span.kind)) &&
    name.test(span.name) &&
    checks.every((check) => check(span.attributes));
}

export function matchesSelector(span: SelectableSpan, selector: SpanSelector): boolean {
  return compileSelector(selector)(span);
}

function compileAttributeMatch(match: AttributeMatch): (attributes: unknown) => boolean {
  const regex = match.op === 'regex' ? compileRegex(match.value) : null;
  if (regex && !regex.ok) throw new Error(regex.error);
  return (attributes) => {
    const value = readAttribute(attributes, match.key);
    if (value === undefined || value === null) return false;
    switch (match.op) {
      case 'exists':
        return true;
      case 'eq':
        return attributeText(value) === match.value;
      case 'contains':
        return Array.isArray(value)
          ? value.some((item) => attributeText(item) === match.value)
          : attributeText(value).includes(match.value);
      case 'regex':
        return regex !== null && regex.ok && regex.test(attributeText(value));
    }
  };
}

/** OTLP attributes are flat dotted keys (`llm.model_name`); nested objects are read by the same dotted key. */
export function readAttribute(attributes: unknown, key: string): unknown {
  if (typeof attributes !== 'object' || attributes === null) return undefined;
  const record = attributes as Record<string, unknown>;
  if (Object.hasOwn(record, key)) return record[key];
  let current: unknown = record;
  for (const part of key.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function attributeText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
