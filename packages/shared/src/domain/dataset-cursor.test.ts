import { describe, expect, it } from 'vitest';
import { decodeRowCursor, encodeRowCursor } from './dataset-cursor';

describe('row cursors', () => {
  it('round-trips, including unicode and null sort values', () => {
    for (const c of [
      { sort: 'id', order: 'asc' as const, value: null, rowId: '1' },
      { sort: 'naïve ✓', order: 'desc' as const, value: 'héllo "q"', rowId: '123456789012' },
    ]) {
      const text = encodeRowCursor(c);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeRowCursor(text)).toEqual(c);
    }
  });

  it('refuses text it did not make', () => {
    expect(decodeRowCursor('not a cursor!')).toBeNull();
    expect(decodeRowCursor('e30')).toBeNull();
    expect(decodeRowCursor(btoa('["id","asc",null,"x1"]'))).toBeNull();
    expect(decodeRowCursor(btoa('["id","up",null,"1"]'))).toBeNull();
  });
});
