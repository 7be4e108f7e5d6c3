import { parseCsv } from './parse-csv';

export type BatchRowsResult = { rows: Record<string, string>[]; error: null } | { rows: null; error: string };

/** Turns CSV text whose first record names the variables into one map of values per data row. */
export function toBatchRows(text: string): BatchRowsResult {
  const [header, ...records] = parseCsv(text);
  if (!header) return { rows: null, error: 'Add a header line of variable names, then at least one row' };
  const names = header.map((name) => name.trim());
  if (names.some((name) => name === '')) return { rows: null, error: 'Every column in the header needs a name' };
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) return { rows: null, error: `The header names “${duplicate}” twice` };
  if (records.length === 0) return { rows: null, error: 'Add at least one row of values under the header' };
  if (records.length > 10_000) return { rows: null, error: 'At most 10,000 rows per run' };
  const rows = records.map((record) => Object.fromEntries(names.map((name, index) => [name, record[index] ?? ''])));
  return { rows, error: null };
}
