import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { ImportFormat, ImportProblem } from '@assay/shared/contracts/datasets';
import { columnNameFrom } from '@assay/shared/domain/dataset-values';
import { createCsvParser, CsvSyntaxError } from './csv-parser';

/**
 * Streams the records of an uploaded CSV or JSONL file with bounded memory, a chunk of records at a time (no
 * await per row). CSV: RFC 4180 with quoted newlines, an optional UTF-8 BOM, the first record as header; rows
 * with another field count are problems. JSONL: one JSON object per line; blank lines are skipped.
 */

export type FileRecord =
  | { kind: 'header'; headers: string[] }
  /** A CSV row: its fields in header order. */
  | { kind: 'row'; line: number; fields: string[] }
  /** A JSONL row. */
  | { kind: 'object'; line: number; values: Record<string, unknown> }
  | { kind: 'problem'; line: number; message: string; isFatal: boolean };

/** Longest CSV record or JSONL line read; past it the file is refused (memory stays bounded). */
const MAX_RECORD_CHARS = 16 * 1024 * 1024;

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

/** Counts the bytes read, for progress. */
export type ReadCounter = { bytes: number };

async function* csvRecords(input: Readable, delimiter: string, counter: ReadCounter): AsyncGenerator<FileRecord[]> {
  const parser = createCsvParser({ delimiter, maxRecordChars: MAX_RECORD_CHARS });
  const decoder = new StringDecoder('utf8');
  let headers: string[] | null = null;
  let records: FileRecord[] = [];
  const onRecord = (fields: string[], line: number) => {
    if (!headers) {
      headers = uniqueHeaders(fields);
      records.push({ kind: 'header', headers });
    } else if (fields.length !== headers.length)
      records.push({
        kind: 'problem',
        line,
        message: `expected ${headers.length} fields (as in the header), found ${fields.length}`,
        isFatal: false,
      });
    else records.push({ kind: 'row', line, fields });
  };
  /** Parses one step; a syntax error ends the file with a fatal problem after the records before it. */
  const step = (parse: () => void): { records: FileRecord[]; isDone: boolean } => {
    let isDone = false;
    try {
      parse();
    } catch (err) {
      if (!(err instanceof CsvSyntaxError)) throw err;
      records.push({ kind: 'problem', line: err.line, message: err.message, isFatal: true });
      isDone = true;
    }
    const out = records;
    records = [];
    return { records: out, isDone };
  };
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      counter.bytes += chunk.length;
      const { records: out, isDone } = step(() => parser.push(decoder.write(chunk), onRecord));
      if (out.length > 0) yield out;
      if (isDone) return;
    }
    const { records: out } = step(() => {
      parser.push(decoder.end(), onRecord);
      parser.end(onRecord);
    });
    if (out.length > 0) yield out;
  } finally {
    input.destroy();
  }
}

function jsonlRecord(text: string, line: number): FileRecord | null {
  if (text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return { kind: 'problem', line, message: `not valid JSON (${(err as Error).message})`, isFatal: false };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    const found = Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : `a ${typeof parsed}`;
    return { kind: 'problem', line, message: `expected a JSON object, found ${found}`, isFatal: false };
  }
  return { kind: 'object', line, values: parsed as Record<string, unknown> };
}

async function* jsonlRecords(input: Readable, counter: ReadCounter): AsyncGenerator<FileRecord[]> {
  const decoder = new StringDecoder('utf8');
  let buf = '';
  let line = 0;
  const take = (text: string, out: FileRecord[]) => {
    line++;
    if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const rec = jsonlRecord(text.endsWith('\r') ? text.slice(0, -1) : text, line);
    if (rec) out.push(rec);
  };
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      counter.bytes += chunk.length;
      buf += decoder.write(chunk);
      const out: FileRecord[] = [];
      let pos = 0;
      for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n', pos)) {
        take(buf.slice(pos, nl), out);
        pos = nl + 1;
      }
      buf = buf.slice(pos);
      if (buf.length > MAX_RECORD_CHARS) {
        out.push({
          kind: 'problem',
          line: line + 1,
          message: `a line is longer than ${MAX_RECORD_CHARS.toLocaleString('en')} characters`,
          isFatal: true,
        });
        yield out;
        return;
      }
      if (out.length > 0) yield out;
    }
    buf += decoder.end();
    const out: FileRecord[] = [];
    if (buf.length > 0) take(buf, out);
    if (out.length > 0) yield out;
  } finally {
    input.destroy();
  }
}

/**
 * The records of a file, in chunks as they are read; for JSONL there is no header record (keys are collected
 * by the reader). `counter.bytes` follows the bytes read.
 */
export function readRecords(
  input: Readable,
  format: ImportFormat,
  fileName = '',
  counter: ReadCounter = { bytes: 0 },
): AsyncGenerator<FileRecord[]> {
  return format === 'csv'
    ? csvRecords(input, fileName.toLowerCase().endsWith('.tsv') ? '\t' : ',', counter)
    : jsonlRecords(input, counter);
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
  read: for await (const records of readRecords(input, format, fileName)) {
    for (const rec of records) {
      preview.isEmpty = false;
      if (rec.kind === 'header') preview.headers = rec.headers;
      else if (rec.kind === 'problem') {
        preview.problems.push({ line: rec.line, message: rec.message });
        if (rec.isFatal) break read;
      } else if (rec.kind === 'row') {
        const values: Record<string, unknown> = {};
        preview.headers.forEach((h, i) => (values[h] = rec.fields[i]));
        preview.rows.push(values);
      } else {
        preview.rows.push(rec.values);
        for (const k of Object.keys(rec.values)) keys.add(k);
      }
      if (preview.rows.length + preview.problems.length >= maxRows) break read;
    }
  }
  if (format === 'jsonl') preview.headers = [...keys];
  return preview;
}
