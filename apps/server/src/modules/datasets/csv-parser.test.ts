import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createCsvParser, CsvSyntaxError } from './csv-parser';

type Parsed = Array<{ line: number; fields: string[] }>;

/** Parses `text` fed in pieces of `chunk` characters (every cut point matters for a streaming parser). */
function parseCsv(text: string, chunk = text.length || 1, delimiter = ',', maxRecordChars = 1 << 20): Parsed {
  const rows: Parsed = [];
  const parser = createCsvParser({ delimiter, maxRecordChars });
  const onRecord = (fields: string[], line: number) => rows.push({ line, fields });
  for (let i = 0; i < text.length; i += chunk) parser.push(text.slice(i, i + chunk), onRecord);
  parser.end(onRecord);
  return rows;
}

function errorOf(text: string, chunk?: number, maxRecordChars?: number): CsvSyntaxError {
  try {
    parseCsv(text, chunk, ',', maxRecordChars);
  } catch (err) {
    if (err instanceof CsvSyntaxError) return err;
    throw err;
  }
  throw new Error('expected a CsvSyntaxError');
}

const chunkSizes = [1, 2, 3, 7, 1000];

describe('createCsvParser', () => {
  it('reads quoted delimiters, doubled quotes, quoted line breaks and a BOM, at every chunk size', () => {
    const text = '\uFEFFq,a,n\r\n"Hi, there","line one\r\nline two",3\r\nBye,"say ""ok""",\r\n"",x,"a\nb\nc"\n';
    for (const chunk of chunkSizes)
      expect(parseCsv(text, chunk), `chunk ${chunk}`).toEqual([
        { line: 1, fields: ['q', 'a', 'n'] },
        { line: 2, fields: ['Hi, there', 'line one\r\nline two', '3'] },
        { line: 4, fields: ['Bye', 'say "ok"', ''] },
        { line: 5, fields: ['', 'x', 'a\nb\nc'] },
      ]);
  });

  it('skips empty lines, keeps ragged records, and reads a last line without a line break', () => {
    for (const chunk of chunkSizes)
      expect(parseCsv('a,b\n\n1\r\n\r\n4,5,6\n7,"8"', chunk), `chunk ${chunk}`).toEqual([
        { line: 1, fields: ['a', 'b'] },
        { line: 3, fields: ['1'] },
        { line: 5, fields: ['4', '5', '6'] },
        { line: 6, fields: ['7', '8'] },
      ]);
  });

  it('ends records at a lone \\r when that is the first line break, and reads tabs as delimiter for TSV', () => {
    for (const chunk of chunkSizes) {
      expect(parseCsv('a,b\r1,"x\ry"\r2,3', chunk).map((r) => [r.line, ...r.fields])).toEqual([
        [1, 'a', 'b'],
        [2, '1', 'x\ry'],
        [4, '2', '3'],
      ]);
      expect(parseCsv('a\tb\n"1\t2"\t3\n', chunk, '\t').map((r) => r.fields)).toEqual([
        ['a', 'b'],
        ['1\t2', '3'],
      ]);
    }
  });

  it('names the line of malformed quoting', () => {
    for (const chunk of chunkSizes) {
      expect(errorOf('a,b\n1,2\n3,x"y\n', chunk).line).toBe(3);
      expect(errorOf('a,b\n1,2\n3,x"y\n', chunk).message).toMatch(/field 2 has a quote but does not start with one/);
      expect(errorOf('a,b\n"1\n2",x\n"3"y,4\n', chunk).line).toBe(4);
      expect(errorOf('a,b\n"1\n2",x\n"3"y,4\n', chunk).message).toMatch(/after a closing quote only "," or the end/);
      expect(errorOf('a,b\n1,"never closed\n2,3\n', chunk).line).toBe(2);
      expect(errorOf('a,b\n1,"never closed\n2,3\n', chunk).message).toMatch(/not closed before the end of the file/);
    }
  });

  it('refuses a record longer than the limit, quoted or not, and never buffers past it', () => {
    expect(errorOf(`a\n${'x'.repeat(200)}\n`, 7, 100).message).toMatch(/longer than 100 characters/);
    expect(errorOf(`a\n"${'x\n'.repeat(100)}"\n`, 7, 100).line).toBe(2);
    expect(errorOf(`a\n"${'x'.repeat(500)}`, 7, 100).message).toMatch(/longer than 100 characters/);
    expect(parseCsv(`a\n${'x'.repeat(100)}\n`, 7, ',', 100)).toHaveLength(2);
  });

  it('agrees with csv-parse on generated files with quotes, empty fields and line breaks', () => {
    const pieces = [
      'plain',
      '',
      'with, comma',
      'say "hi"',
      'two\nlines',
      'crlf\r\ninside',
      ' spaced ',
      '""',
      'é ü 日本',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const lines: string[] = [];
    for (let r = 0; r < 300; r++) {
      const fields = Array.from({ length: 4 }, () => pieces[next() % pieces.length]!);
      lines.push(
        fields.map((f) => (/[",\r\n]/.test(f) || next() % 3 === 0 ? `"${f.replace(/"/g, '""')}"` : f)).join(','),
      );
    }
    const text = `${lines.join('\r\n')}\r\n`;
    const expected = parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
    for (const chunk of [1, 5, 64, 4096]) expect(parseCsv(text, chunk).map((r) => r.fields)).toEqual(expected);
  });
});
