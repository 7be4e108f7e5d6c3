import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';
import { toBatchRows } from './to-batch-rows';

describe('parseCsv', () => {
  it('splits plain fields and records', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, newlines and doubled quotes inside quoted fields', () => {
    expect(parseCsv('q,a\n"x, y","line 1\nline 2"\n"say ""hi""",z')).toEqual([
      ['q', 'a'],
      ['x, y', 'line 1\nline 2'],
      ['say "hi"', 'z'],
    ]);
  });

  it('handles CRLF line endings and a byte-order mark', () => {
    expect(parseCsv('\uFEFFname,city\r\nAda,"London\r\nUK"\r\nBob,Paris\r\n')).toEqual([
      ['name', 'city'],
      ['Ada', 'London\r\nUK'],
      ['Bob', 'Paris'],
    ]);
  });

  it('keeps empty fields and skips blank lines', () => {
    expect(parseCsv('a,b,c\n\n1,,3\n,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['', '', ''],
    ]);
  });

  it('keeps a quoted empty value as a row', () => {
    expect(parseCsv('a\n""')).toEqual([['a'], ['']]);
  });
});

describe('toBatchRows', () => {
  it('maps each data row to the header names', () => {
    expect(toBatchRows('topic,tone\ncats,"warm, short"\ndogs')).toEqual({
      rows: [
        { topic: 'cats', tone: 'warm, short' },
        { topic: 'dogs', tone: '' },
      ],
      error: null,
    });
  });

  it('asks for a data row when only the header is given', () => {
    expect(toBatchRows('topic\n').error).toBe('Add at least one row of values under the header');
  });

  it('rejects an empty header name', () => {
    expect(toBatchRows('topic,\ncats,x').error).toBe('Every column in the header needs a name');
  });

  it('rejects empty input', () => {
    expect(toBatchRows('').rows).toBeNull();
  });
});
