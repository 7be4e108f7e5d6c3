import { describe, it, expect } from 'vitest';
import { truncateText } from './truncate-text';

describe('truncateText', () => {
  it('returns text unchanged when it fits', () => {
    expect(truncateText('hello', 5)).toBe('hello');
    expect(truncateText('', 0)).toBe('');
  });

  it('keeps maxLength characters and appends three dots', () => {
    expect(truncateText('hello world', 5)).toBe('hello...');
    expect(truncateText('abcdef', 1)).toBe('a...');
  });

  it('handles zero and negative limits', () => {
    expect(truncateText('abc', 0)).toBe('...');
    expect(truncateText('abc', -2)).toBe('...');
  });

  it('does not split a surrogate pair', () => {
    const text = 'ab😀cd';
    expect(truncateText(text, 3)).toBe('ab...');
    expect(truncateText(text, 4)).toBe('ab😀...');
  });
});
