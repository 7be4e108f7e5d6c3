import { describe, expect, it } from 'vitest';
import { parseCellInput } from './parse-cell-input';

describe('parseCellInput', () => {
  it('an empty field clears the value, whatever the type', () => {
    expect(parseCellInput('  ', 'number')).toEqual({ isValid: true, value: null });
  });

  it('text is stored exactly as typed', () => {
    expect(parseCellInput(' hi ', 'string')).toEqual({ isValid: true, value: ' hi ' });
  });

  it('numbers, booleans and JSON are stored as such', () => {
    expect(parseCellInput('3.5', 'number')).toEqual({ isValid: true, value: 3.5 });
    expect(parseCellInput('TRUE', 'boolean')).toEqual({ isValid: true, value: true });
    expect(parseCellInput('{"a":[1]}', 'json')).toEqual({ isValid: true, value: { a: [1] } });
  });

  it('text that does not fit the type is refused with a message', () => {
    expect(parseCellInput('abc', 'number')).toEqual({ isValid: false, message: 'Enter a number' });
    expect(parseCellInput('yes', 'boolean')).toMatchObject({ isValid: false });
    expect(parseCellInput('{a', 'json')).toMatchObject({ isValid: false });
    expect(parseCellInput('not a date', 'datetime')).toMatchObject({ isValid: false });
  });
});
