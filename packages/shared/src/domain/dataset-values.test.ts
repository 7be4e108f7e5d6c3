import { describe, expect, it } from 'vitest';
import { coerceValue, columnNameFrom, inferColumnType, suggestColumns, suggestRole } from './dataset-values';

describe('dataset values', () => {
  it('infers the most specific type every sample fits', () => {
    expect(inferColumnType(['1', '2.5', '-3e2', ''])).toBe('number');
    expect(inferColumnType(['true', 'FALSE'])).toBe('boolean');
    expect(inferColumnType(['2024-01-02', '2024-01-02T10:00:00Z'])).toBe('datetime');
    expect(inferColumnType(['{"a":1}', '[1,2]'])).toBe('json');
    expect(inferColumnType([{ a: 1 }])).toBe('json');
    expect(inferColumnType(['1', 'x'])).toBe('string');
    expect(inferColumnType(['', null])).toBe('string');
    expect(inferColumnType(['12abc'])).toBe('string');
  });

  it('coerces raw text to the column type and keeps text that does not fit', () => {
    expect(coerceValue('42', 'number')).toBe(42);
    expect(coerceValue('forty', 'number')).toBe('forty');
    expect(coerceValue('True', 'boolean')).toBe(true);
    expect(coerceValue('maybe', 'boolean')).toBe('maybe');
    expect(coerceValue('{"a":[1]}', 'json')).toEqual({ a: [1] });
    expect(coerceValue('{oops', 'json')).toBe('{oops');
    expect(coerceValue('', 'string')).toBeNull();
    expect(coerceValue(undefined, 'number')).toBeNull();
    expect(coerceValue({ a: 1 }, 'string')).toBe('{"a":1}');
    expect(coerceValue(7, 'string')).toBe('7');
    expect(coerceValue(7, 'number')).toBe(7);
  });

  it('suggests roles from column names', () => {
    expect(suggestRole('Question', 'string')).toBe('prompt');
    expect(suggestRole('expected_output', 'string')).toBe('expected_response');
    expect(suggestRole('system prompt', 'string')).toBe('system_prompt');
    expect(suggestRole('chat_id', 'string')).toBe('chat_id');
    expect(suggestRole('when', 'datetime')).toBe('timestamp');
    expect(suggestRole('score', 'number')).toBe('plain');
  });

  it('makes unique, clean column names', () => {
    const taken = new Set(['a']);
    expect(columnNameFrom('a', taken, 0)).toBe('a_2');
    expect(columnNameFrom('  ', taken, 3)).toBe('column_4');
    expect(columnNameFrom('x\ty', taken, 0)).toBe('x y');
    const cols = suggestColumns(['prompt', 'score', 'Prompt'], [{ prompt: 'hi', score: '3' }]);
    expect(cols.map((c) => [c.name, c.role, c.type])).toEqual([
      ['prompt', 'prompt', 'string'],
      ['score', 'plain', 'number'],
      ['Prompt', 'prompt', 'string'],
    ]);
  });
});
