import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { ImportFormat, ImportProblem } from '@assay/shared/contracts/datasets';
import { columnNameFrom } from '@assay/shared/domain/dataset-values';
import { parse } from 'csv-parse';

/**
 * Streams the records of an uploaded CSV or JSONL file with bounded memory. CSV: RFC 4180 with quoted
 * newlines, an optional UTF-8 BOM, the first record as header; rows with another field count are problems.
 * JSONL: one JSON object per line; blank lines are skipped.
 */

export type FileRecord =
  | { kind: 'header'; headers: string[] }
  | { kind: 'row'; line: number; values: Record<string, unknown> }
  | { kind: 'problem'; line: number; message: string; isFatal: boolean };

export function formatOf(fileName: string, contentType: string | null): ImportFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.tsv')) return 'csv';
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson') || lower.endsWith('.json')) return 'jsonl';
  if (contentType?.includes('csv')) return 'csv';
  if (contentType?.includes('ndjson') || contentType?.includes('jsonl')) return 'jsonl';
  return null;
}

/** Header names made unique (a repeated header gets _2, _3...), so they can key a row. */
function uniqueHeaders(raw: string[]): string[] {
  const taken = new Set<string>();
  return raw.map((h, i) => {
    const name = columnNameFrom(h, taken, i);
    taken.add(name);
    return name;
  });
}

async function* csvRecords(input: Readable, delimiter: string): AsyncGenerator<FileRecord> {
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: 16 * 1024 * 1024,
  });
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  let headers: string[] | null = null;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const { record, info } = item;
      if (!headers) {
        headers = uniqueHeaders(record);
        yield { kind: 'header', headers };
        continue;
      }
      if (record.length !== headers.length) {
        yield {
          kind: 'problem',
          line: info.lines,
          message: `expected ${headers.length} fields (as in the header), found ${record.length}`,
          isFatal: false,
        };
        continue;
      }
      const values: Record<string, unknown> = {};
      for (let i = 0; i < headers.length; i++) values[headers[i]!] = record[i];
      yield { kind: 'row', line: info.lines, values };
    }
  } catch (err) {
    const e = err as { message?: string; lines?: number; code?: string };
    if (e.code === undefined || !e.code.startsWith('CSV_')) throw err;
    yield {
      kind: 'problem',
      line: e.lines ?? 0,
      message: (e.message ?? 'the file is not valid CSV').replace(/^Invalid Record Length: /, ''),
      isFatal: true,
    };
  } finally {
    input.unpipe(parser);
    input.destroy();
  }
}

async function* jsonlRecords(input: Readable): AsyncGenerator<FileRecord> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const rawLine of lines) {
      line++;
      const text = line === 1 ? rawLine.replace(/^\uFEFF/, '') : rawLine;
      if (text.trim() === '') continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        yield { kind: 'problem', line, message: `not valid JSON (${(err as Error).message})`, isFatal: false };
        continue;
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        const found = Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : `a ${typeof parsed}`;
        yield { kind: 'problem', line, message: `expected a JSON object, found ${found}`, isFatal: false };
        continue;
      }
      yield { kind: 'row', line, values: parsed as Record<string, unknown> };
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

/** The records of a file; for JSONL there is no header record (keys are collected by the reader). */
export function readRecords(input: Readable, format: ImportFormat, fileName = ''): AsyncGenerator<FileRecord> {
  return format === 'csv'
    ? csvRecords(input, fileName.toLowerCase().endsWith('.tsv') ? '\t' : ',')
    : jsonlRecords(input);
}

export type FilePreview = {
  headers: string[];
  rows: Array<Record<string, unknown>>;
  problems: ImportProblem[];
  isEmpty: boolean;
};

/** The header and first rows of a file, reading no further than needed. */
export async function previewFile(input: Readable, format: ImportFormat, fileName: string, maxRows = 20) {
  const preview: FilePreview = { headers: [], rows: [], problems: [], isEmpty: true };
  const keys = new Set<string>();
  for await (const rec of readRecords(input, format, fileName)) {
    preview.isEmpty = false;
    if (rec.kind === 'header') preview.headers = rec.headers;
    else if (rec.kind === 'problem') {
      preview.problems.push({ line: rec.line, message: rec.message });
      if (rec.isFatal) break;
    } else {
      preview.rows.push(rec.values);
      if (format === 'jsonl') for (const k of Object.keys(rec.values)) keys.add(k);
    }
    if (preview.rows.length + preview.problems.length >= maxRows) break;
  }
  if (format === 'jsonl') preview.headers = [...keys];
  return preview;
}
