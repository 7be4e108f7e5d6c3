import { describe, it, expect } from 'vitest';
import { formatFileSize } from './format-file-size';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;

describe('formatFileSize', () => {
  it('shows zero, negative and invalid sizes as 0 Bytes', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(Infinity)).toBe('0 Bytes');
  });

  it('shows bytes below 1 KB, rounded up', () => {
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(10.2)).toBe('11 Bytes');
  });

  it('rounds KB up', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1025)).toBe('2 KB');
    expect(formatFileSize(1500)).toBe('2 KB');
  });

  it('keeps up to two decimals from MB upward', () => {
    expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
    expect(formatFileSize(MB + 0.123 * MB)).toBe('1.12 MB');
    expect(formatFileSize(2 * GB)).toBe('2 GB');
    expect(formatFileSize(3.25 * TB)).toBe('3.25 TB');
  });

  it('stays in TB for very large sizes', () => {
    expect(formatFileSize(2048 * TB)).toBe('2048 TB');
  });

  it('promotes values that round to 1024 into the next unit', () => {
    expect(formatFileSize(MB - 1)).toBe('1 MB');
    expect(formatFileSize(1023.5)).toBe('1 KB');
    expect(formatFileSize(GB - 1)).toBe('1 GB');
  });
});
