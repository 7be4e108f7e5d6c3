import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it('reads the quoted, plain and RFC 5987 encoded names', () => {
    expect(fileNameFromDisposition('attachment; filename="Sales Q1.csv"')).toBe('Sales Q1.csv');
    expect(fileNameFromDisposition('attachment; filename=rows.csv')).toBe('rows.csv');
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''%C3%A9t%C3%A9.csv`)).toBe('été.csv');
  });

  it('no header or no name means the caller picks the name (File.csv by default)', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
