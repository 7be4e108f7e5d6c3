import { coerceColumnValue, type ColumnType } from './coerce-column-value';
import { evaluateJsonPath, parseJsonPath, type JsonPathSegment } from './json-path';
import { compileSelector, validateSelector, type SelectableSpan, type SpanSelector } from './span-selector';

export const MAPPING_SOURCES = ['input', 'output', 'attributes', 'span'] as const;
export type MappingSource = (typeof MAPPING_SOURCES)[number];

export type RowMapping = { column: string; type: ColumnType; source: MappingSource; path: string };
export type ExtractionRuleLogic = { selector: SpanSelector; mappings: readonly RowMapping[] };

export type ExtractableSpan = SelectableSpan & {
  traceId: string;
  spanId: string;
  input: unknown;
  output: unknown;
};

export type ExtractedRow = { traceId: string; spanId: string; values: Record<string, unknown> };
/** `missing`: the path found nothing (the cell is empty); `invalid`: a value could not become the column's type. */
export type MappingIssue = {
  traceId: string;
  spanId: string;
  column: string;
  kind: 'missing' | 'invalid';
  message: string;
};
export type Extraction = {
  rows: ExtractedRow[];
  matchedSpans: Array<{ traceId: string; spanId: string; name: string; kind: string }>;
  issues: MappingIssue[];
};

/** Field errors of a rule's logic (selector patterns, paths, duplicate columns), keyed like the request body. */
export function validateRuleLogic(rule: ExtractionRuleLogic): Record<string, string> {
  const errors = validateSelector(rule.selector);
  const seen = new Set<string>();
  rule.mappings.forEach((mapping, i) => {
    const parsed = parseJsonPath(mapping.path);
    if (!parsed.ok) errors[`mappings.${i}.path`] = parsed.error;
    const key = mapping.column.trim().toLowerCase();
    if (seen.has(key)) errors[`mappings.${i}.column`] = `Column "${mapping.column}" is mapped twice`;
    seen.add(key);
  });
  return errors;
}

type CompiledMapping = RowMapping & { segments: JsonPathSegment[] };

/** A rule ready to run over many batches. Throws if the rule is invalid (check with validateRuleLogic first). */
export function compileRule(rule: ExtractionRuleLogic): (spans: readonly ExtractableSpan[]) => Extraction {
  const matches = compileSelector(rule.selector);
  const mappings: CompiledMapping[] = rule.mappings.map((mapping) => {
    const parsed = parseJsonPath(mapping.path);
    if (!parsed.ok) throw new Error(`${mapping.column}: ${parsed.error}`);
    return { ...mapping, segments: parsed.segments };
  });
  return (spans) => {
    const extraction: Extraction = { rows: [], matchedSpans: [], issues: [] };
    for (const span of spans) {
      if (!matches(span)) continue;
      extraction.matchedSpans.push({ traceId: span.traceId, spanId: span.spanId, name: span.name, kind: span.kind });
      const values: Record<string, unknown> = {};
      for (const mapping of mappings) {
        const issue = (kind: MappingIssue['kind'], message: string) =>
          extraction.issues.push({ traceId: span.traceId, spanId: span.spanId, column: mapping.column, kind, message });
        const found = evaluateJsonPath(sourceOf(span, mapping.source), mapping.segments);
        const cell = toCell(found, mapping);
        if (cell.ok) values[mapping.column] = cell.value;
        else values[mapping.column] = null;
        if (!cell.ok) issue('invalid', cell.error);
        else if (cell.isMissing) issue('missing', `${mapping.path} found nothing in the span's ${mapping.source}`);
      }
      extraction.rows.push({ traceId: span.traceId, spanId: span.spanId, values });
    }
    return extraction;
  };
}

export function extractRows(rule: ExtractionRuleLogic, spans: readonly ExtractableSpan[]): Extraction {
  return compileRule(rule)(spans);
}

function sourceOf(span: ExtractableSpan, source: MappingSource): unknown {
  switch (source) {
    case 'input':
      return span.input;
    case 'output':
      return span.output;
    case 'attributes':
      return span.attributes;
    case 'span':
      return span;
  }
}

type Cell = { ok: true; value: unknown; isMissing: boolean } | { ok: false; error: string };

/**
 * One value per cell. A wildcard path gives a list: kept as a list in json columns, joined by new lines in
 * string columns (`$.messages[*].content` reads as the conversation), and an error for any other type unless
 * exactly one value matched.
 */
function toCell(found: { values: unknown[]; isMultiple: boolean }, mapping: RowMapping): Cell {
  const { values, isMultiple } = found;
  if (!isMultiple) {
    if (values.length === 0) return { ok: true, value: null, isMissing: true };
    const coerced = coerceColumnValue(values[0], mapping.type);
    return coerced.ok ? { ok: true, value: coerced.value, isMissing: false } : { ok: false, error: coerced.error };
  }
  if (values.length === 0) return { ok: true, value: null, isMissing: true };
  if (mapping.type === 'json') return { ok: true, value: values, isMissing: false };
  if (mapping.type === 'string') {
    const parts: string[] = [];
    for (const value of values) {
      const coerced = coerceColumnValue(value, 'string');
      if (coerced.ok && coerced.value !== null) parts.push(coerced.value as string);
    }
    return { ok: true, value: parts.join('\n'), isMissing: false };
  }
  if (values.length > 1) {
    return {
      ok: false,
      error: `${mapping.path} matched ${values.length} values; a ${mapping.type} column takes one (use an index instead of *)`,
    };
  }
  const coerced = coerceColumnValue(values[0], mapping.type);
  return coerced.ok ? { ok: true, value: coerced.value, isMissing: false } : { ok: false, error: coerced.error };
}
