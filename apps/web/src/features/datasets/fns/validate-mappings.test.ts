import { describe, expect, it } from 'vitest';
import { validateMappings } from './validate-mappings';

const mapping = (name: string, isIncluded = true) => ({
  source: name,
  name,
  role: 'plain' as const,
  type: 'string' as const,
  isIncluded,
});

describe('validateMappings', () => {
  it('accepts distinct names', () => {
    expect(validateMappings([mapping('a'), mapping('b')])).toEqual({ errors: {}, formError: null });
  });

  it('flags empty and duplicate names on the line that has them', () => {
    const result = validateMappings([mapping('a'), mapping(' '), { ...mapping('b'), name: 'a' }]);
    expect(result.errors[1]).toBe('Column name is required');
    expect(result.errors[2]).toMatch(/also named/);
  });

  it('columns left out are not checked, but at least one must be imported', () => {
    expect(validateMappings([mapping('', false)])).toEqual({
      errors: {},
      formError: 'Choose at least one column to import',
    });
  });
});
