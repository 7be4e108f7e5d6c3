import { describe, it, expect } from 'vitest';
import { extractVariables, renderTemplate, toVariableSpecs } from './extract-variables';

describe('extractVariables', () => {
  it('finds names between double curly braces', () => {
    expect(extractVariables('Hello {{name}}, you are {{age}}')).toEqual(['name', 'age']);
  });

  it('trims names and de-duplicates in first-seen order across messages', () => {
    expect(extractVariables(['{{ b }} and {{a}}', 'again {{b}} then {{c}}'])).toEqual(['b', 'a', 'c']);
  });

  it('ignores empty placeholders and single braces', () => {
    expect(extractVariables('{{}} {{   }} {single} {{ok}}')).toEqual(['ok']);
  });

  it('keeps names containing spaces or punctuation', () => {
    expect(extractVariables('{{user name}} {{doc.title}}')).toEqual(['user name', 'doc.title']);
  });

  it('takes the innermost braces for triple braces', () => {
    expect(extractVariables('{{{a}}}')).toEqual(['a']);
  });

  it('returns nothing for no content', () => {
    expect(extractVariables([])).toEqual([]);
    expect(extractVariables('plain text')).toEqual([]);
  });
});

describe('toVariableSpecs', () => {
  it('creates string/query variables with empty values', () => {
    expect(toVariableSpecs(['q'])).toEqual([{ name: 'q', type: 'string', schema: 'query', value: '' }]);
  });

  it('keeps previous values for names that still exist and drops removed ones', () => {
    const previous = toVariableSpecs(['a', 'b']).map((spec) => ({
      ...spec,
      value: `v-${spec.name}`,
    }));
    expect(toVariableSpecs(['b', 'c'], previous)).toEqual([
      { name: 'b', type: 'string', schema: 'query', value: 'v-b' },
      { name: 'c', type: 'string', schema: 'query', value: '' },
    ]);
  });
});

describe('renderTemplate', () => {
  it('replaces placeholders, tolerating inner whitespace', () => {
    expect(renderTemplate('Hi {{ name }} / {{name}}', { name: 'Ada' })).toBe('Hi Ada / Ada');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(renderTemplate('{{a}} {{ missing }}', { a: '1' })).toBe('1 {{ missing }}');
  });

  it('does not resolve names from the object prototype', () => {
    expect(renderTemplate('{{toString}}', {})).toBe('{{toString}}');
  });

  it('inserts values literally, even ones containing replacement patterns', () => {
    expect(renderTemplate('{{x}}', { x: '$& $1 {{y}}' })).toBe('$& $1 {{y}}');
  });
});
