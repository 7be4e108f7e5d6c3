import { describe, expect, it } from 'vitest';
import { toStorable, toStorableJson } from './storable-text';

describe('storable text', () => {
  it('drops NUL and replaces unpaired surrogates in strings, keys and nested values', () => {
    expect(toStorable({ 'k\u0000': ['a\u0000b', { x: 'lone \uD800 here' }], n: 1, d: null })).toEqual({
      k: ['ab', { x: 'lone \uFFFD here' }],
      n: 1,
      d: null,
    });
  });

  it('keeps paired surrogates (emoji) and dates as they are', () => {
    const date = new Date(0);
    expect(toStorable({ e: '😀', date })).toEqual({ e: '😀', date });
  });

  it('encodes clean values once, and cleans only when the JSON shows an escape', () => {
    expect(toStorableJson({ a: 'plain' })).toBe('{"a":"plain"}');
    expect(toStorableJson({ a: 'x\u0000y' })).toBe('{"a":"xy"}');
  });
});
