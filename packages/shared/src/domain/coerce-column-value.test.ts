import { describe, expect, it } from 'vitest';
import { coerceColumnValue } from './coerce-column-value';

describe('coerceColumnValue', () => {
  it('keeps null empty whatever the type', () => {
    for (const type of ['string', 'number', 'boolean', 'json', 'datetime'] as const) {
      expect(coerceColumnValue(null, type)).toEqual({ ok: true, value: null });
      expect(coerceColumnValue(undefined, type)).toEqual({ ok: true, value: null });
    }
  });

  it('writes objects and numbers as text in string columns', () => {
    expect(coerceColumnValue('hi', 'string')).toEqual({ ok: true, value: 'hi' });
    expect(coerceColumnValue(12, 'string')).toEqual({ ok: true, value: '12' });
    expect(coerceColumnValue({ a: 1 }, 'string')).toEqual({ ok: true, value: '{"a":1}' });
  });

  it('reads numbers from numeric text and refuses the rest', () => {
    expect(coerceColumnValue(' 3.5 ', 'number')).toEqual({ ok: true, value: 3.5 });
    expect(coerceColumnValue(7, 'number')).toEqual({ ok: true, value: 7 });
    expect(coerceColumnValue('seven', 'number')).toEqual({ ok: false, error: '"seven" is not a number' });
    expect(coerceColumnValue('', 'number').ok).toBe(false);
    expect(coerceColumnValue(true, 'number').ok).toBe(false);
    expect(coerceColumnValue(Number.NaN, 'number').ok).toBe(false);
  });

  it('reads booleans from true/false, yes/no and 1/0', () => {
    expect(coerceColumnValue('TRUE', 'boolean')).toEqual({ ok: true, value: true });
    expect(coerceColumnValue('no', 'boolean')).toEqual({ ok: true, value: false });
    expect(coerceColumnValue(1, 'boolean')).toEqual({ ok: true, value: true });
    expect(coerceColumnValue(2, 'boolean').ok).toBe(false);
    expect(coerceColumnValue('maybe', 'boolean')).toEqual({ ok: false, error: '"maybe" is not true or false' });
  });

  it('keeps any value in json columns', () => {
    expect(coerceColumnValue([1, { a: 2 }], 'json')).toEqual({ ok: true, value: [1, { a: 2 }] });
    expect(coerceColumnValue('text', 'json')).toEqual({ ok: true, value: 'text' });
  });

  it('reads dates from ISO text and from epoch seconds, milliseconds, microseconds and nanoseconds', () => {
    const iso = '2026-11-21T15:00:00.000Z';
    const ms = Date.parse(iso);
    expect(coerceColumnValue('2026-11-21T15:00:00Z', 'datetime')).toEqual({ ok: true, value: iso });
    expect(coerceColumnValue(ms / 1000, 'datetime')).toEqual({ ok: true, value: iso });
    expect(coerceColumnValue(ms, 'datetime')).toEqual({ ok: true, value: iso });
    expect(coerceColumnValue(ms * 1000, 'datetime')).toEqual({ ok: true, value: iso });
    expect(coerceColumnValue(String(ms * 1_000_000), 'datetime')).toEqual({ ok: true, value: iso });
    expect(coerceColumnValue('yesterday-ish', 'datetime').ok).toBe(false);
    expect(coerceColumnValue(true, 'datetime').ok).toBe(false);
  });

  it('shortens long values in its messages', () => {
    const result = coerceColumnValue('x'.repeat(200), 'number');
    expect(result.ok === false && result.error.length).toBeLessThan(80);
  });
});
