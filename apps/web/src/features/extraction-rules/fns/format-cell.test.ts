import { describe, expect, it } from 'vitest';
import { formatCell } from './format-cell';

describe('formatCell', () => {
  it('shows empty cells, JSON and cut long text', () => {
    expect(formatCell(null)).toBe('(empty)');
    expect(formatCell({ a: [1] })).toBe('{"a":[1]}');
    expect(formatCell(3)).toBe('3');
    expect(formatCell('x'.repeat(10), 5)).toBe('xxxx…');
  });
});
