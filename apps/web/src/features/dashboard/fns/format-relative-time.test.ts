import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says "just now" under a minute', () => {
    expect(formatRelativeTime(ago(30), now)).toBe('just now');
  });

  it('uses the largest whole unit that fits', () => {
    const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    expect(formatRelativeTime(ago(5 * 60), now)).toBe(rtf.format(-5, 'minute'));
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe(rtf.format(-3, 'hour'));
    expect(formatRelativeTime(ago(24 * 3600), now)).toBe(rtf.format(-1, 'day'));
    expect(formatRelativeTime(ago(14 * 24 * 3600), now)).toBe(rtf.format(-2, 'week'));
  });

  it('shows unparseable input unchanged instead of "Invalid Date"', () => {
    expect(formatRelativeTime('not a date', now)).toBe('not a date');
  });
});
