import type { DatasetColumnType } from '@assay/shared/contracts/datasets';
import { coerceValue } from '@assay/shared/domain/dataset-values';

/** A file column mapped to a dataset column: its header (or JSONL key), the column's key and type. */
export type ImportMapping = ReadonlyArray<{ source: string; key: string; type: DatasetColumnType }>;

/**
 * Row encoders for an import: the JSON text of a row's stored values (`{"c1":…}`, empty values left out), built
 * straight from the file's fields with one template per mapping instead of an object per row and a
 * JSON.stringify of it. Values are converted by the shared `coerceValue` rule.
 */
function encoder<Row>(mapping: ImportMapping, raw: (row: Row, column: number) => unknown): (row: Row) => string {
  const prefixes = mapping.map((m) => `${JSON.stringify(m.key)}:`);
  const types = mapping.map((m) => m.type);
  return (row) => {
    let json = '{';
    for (let i = 0; i < types.length; i++) {
      const value = coerceValue(raw(row, i), types[i]!);
      if (value === null) continue;
      json += `${json.length > 1 ? ',' : ''}${prefixes[i]!}${JSON.stringify(value)}`;
    }
    return `${json}}`;
  };
}

/** For CSV rows (fields in header order); every mapped source must be one of `headers`. */
export function csvRowEncoder(mapping: ImportMapping, headers: readonly string[]): (fields: string[]) => string {
  const positions = mapping.map((m) => headers.indexOf(m.source));
  return encoder<string[]>(mapping, (fields, i) => fields[positions[i]!]);
}

/** For JSONL rows (objects keyed by source). */
export function objectRowEncoder(mapping: ImportMapping): (values: Record<string, unknown>) => string {
  const sources = mapping.map((m) => m.source);
  return encoder<Record<string, unknown>>(mapping, (values, i) => values[sources[i]!]);
}
