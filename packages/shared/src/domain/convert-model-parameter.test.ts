import { describe, it, expect } from 'vitest';
import {
  ModelParameterSchema,
  convertModelParameter,
  toModelParameters,
  type ModelParameter,
} from './convert-model-parameter';

const p = (type: ModelParameter['type'], value: ModelParameter['value']): ModelParameter => ({
  name: 'x',
  type,
  value,
});

describe('convertModelParameter', () => {
  it('turns empty, whitespace, null and missing values into null for every type', () => {
    for (const type of ['int', 'float', 'bool', 'other'] as const) {
      expect(convertModelParameter(p(type, ''))).toBeNull();
      expect(convertModelParameter(p(type, '   '))).toBeNull();
      expect(convertModelParameter(p(type, null))).toBeNull();
      expect(convertModelParameter(p(type, undefined))).toBeNull();
    }
  });

  it('converts int with Number semantics', () => {
    expect(convertModelParameter(p('int', '42'))).toBe(42);
    expect(convertModelParameter(p('int', '3.7'))).toBe(3.7);
    expect(convertModelParameter(p('int', 12))).toBe(12);
    expect(convertModelParameter(p('int', '12abc'))).toBeNull();
    expect(convertModelParameter(p('int', 'Infinity'))).toBeNull();
  });

  it('converts float with parseFloat semantics', () => {
    expect(convertModelParameter(p('float', '0.7'))).toBe(0.7);
    expect(convertModelParameter(p('float', '0.7abc'))).toBe(0.7);
    expect(convertModelParameter(p('float', 'abc'))).toBeNull();
    expect(convertModelParameter(p('float', 1.25))).toBe(1.25);
  });

  it('evaluates bool text case-insensitively', () => {
    expect(convertModelParameter(p('bool', 'true'))).toBe(true);
    expect(convertModelParameter(p('bool', 'FALSE'))).toBe(false);
    expect(convertModelParameter(p('bool', ' True '))).toBe(true);
    expect(convertModelParameter(p('bool', '1'))).toBe(true);
    expect(convertModelParameter(p('bool', '0'))).toBe(false);
    expect(convertModelParameter(p('bool', false))).toBe(false);
    expect(convertModelParameter(p('bool', 0))).toBe(false);
    expect(convertModelParameter(p('bool', 'maybe'))).toBeNull();
  });

  it('keeps other types as they are', () => {
    expect(convertModelParameter(p('other', ' ["stop"] '))).toBe(' ["stop"] ');
    expect(convertModelParameter(p('other', 5))).toBe(5);
    expect(convertModelParameter(p('other', false))).toBe(false);
  });
});

describe('toModelParameters', () => {
  it('converts every parameter and drops the null ones', () => {
    expect(
      toModelParameters([
        { name: 'temperature', type: 'float', value: '0.2' },
        { name: 'max_tokens', type: 'int', value: '256' },
        { name: 'stream', type: 'bool', value: 'false' },
        { name: 'top_p', type: 'float', value: '' },
        { name: 'stop', type: 'other', value: 'END' },
      ]),
    ).toEqual({ temperature: 0.2, max_tokens: 256, stream: false, stop: 'END' });
  });
});

describe('ModelParameterSchema', () => {
  it('accepts ranges and rejects unknown types', () => {
    expect(
      ModelParameterSchema.safeParse({
        name: 't',
        type: 'float',
        value: '1',
        minRange: 0,
        maxRange: 2,
      }).success,
    ).toBe(true);
    expect(ModelParameterSchema.safeParse({ name: 't', type: 'double', value: '1' }).success).toBe(false);
  });
});
