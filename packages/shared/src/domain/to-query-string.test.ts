import { describe, it, expect } from 'vitest';
import { toQueryString } from './to-query-string';

describe('toQueryString', () => {
  it('returns an empty string when nothing survives', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: '', b: null, c: undefined, d: 'undefined', e: 'null', f: [], g: NaN })).toBe('');
  });

  it('prefixes with ? and joins with &, keeping insertion order', () => {
    expect(toQueryString({ page: 1, size: 20, search: 'abc' })).toBe('?page=1&size=20&search=abc');
  });

  it('keeps falsy but meaningful values', () => {
    expect(toQueryString({ page: 0, archived: false })).toBe('?page=0&archived=false');
  });

  it('URL-encodes keys and values', () => {
    expect(toQueryString({ 'q name': 'a&b=c d/é' })).toBe('?q%20name=a%26b%3Dc%20d%2F%C3%A9');
  });

  it('turns arrays into repeated keys, dropping empty entries', () => {
    expect(toQueryString({ tag: ['a', '', 'null', 'b'], x: 1 })).toBe('?tag=a&tag=b&x=1');
  });

  it('round-trips through URLSearchParams', () => {
    const params = new URLSearchParams(toQueryString({ tag: ['x y', 'z'], q: '100%' }));
    expect(params.getAll('tag')).toEqual(['x y', 'z']);
    expect(params.get('q')).toBe('100%');
  });

  it('serialises dates as ISO strings and objects as JSON', () => {
    expect(toQueryString({ from: new Date('2024-01-02T03:04:05.000Z') })).toBe('?from=2024-01-02T03%3A04%3A05.000Z');
    expect(toQueryString({ sort: { by: 'name' } })).toBe(`?sort=${encodeURIComponent('{"by":"name"}')}`);
  });
});
