import { describe, expect, it } from 'vitest';
import { csvField, csvLine, safeCsvFileName } from './csv-format';

describe('csv format', () => {
  it('quotes fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvLine([1, true, 'x'])).toBe('1,true,x\r\n');
  });

  it('makes safe download names', () => {
    expect(safeCsvFileName('My data/set "v2"')).toBe('My data_set _v2.csv');
    expect(safeCsvFileName('report.csv')).toBe('report.csv');
    expect(safeCsvFileName('')).toBe('File.csv');
    expect(safeCsvFileName('../..')).toBe('File.csv');
    expect(safeCsvFileName(undefined)).toBe('File.csv');
  });
});
