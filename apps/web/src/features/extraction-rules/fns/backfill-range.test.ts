import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, toLocalInputValue } from './backfill-range';

describe('backfill range inputs', () => {
  it('round-trips an instant through the datetime-local format to the minute', () => {
    const ms = new Date(2026, 10, 21, 9, 5, 30).getTime();
    const text = toLocalInputValue(ms);
    expect(text).toBe('2026-11-21T09:05');
    expect(fromLocalInputValue(text)).toBe(new Date(2026, 10, 21, 9, 5).getTime());
  });

  it('reads empty or broken values as no instant', () => {
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('not a date')).toBeNull();
  });
});
