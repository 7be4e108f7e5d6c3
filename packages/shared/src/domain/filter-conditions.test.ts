import { describe, expect, it } from 'vitest';
import { parseWhere, toWhereParams } from './filter-conditions';
import { toQueryString } from './to-query-string';

describe('filter conditions in query strings', () => {
  it('round-trips conditions through a query string', () => {
    const conditions = [
      { column: 'label', op: 'eq', value: 'spam' },
      { column: 'score', op: 'gte', value: '0.5' },
      { column: 'note', op: 'empty', value: '' },
    ] as const;
    const qs = toQueryString({ limit: 50, ...toWhereParams([...conditions]) });
    const query: Record<string, string> = {};
    new URLSearchParams(qs.slice(1)).forEach((value, key) => (query[key] = value));
    const parsed = parseWhere(query);
    expect(parsed).toEqual({ conditions, errors: {} });
  });

  it('drops conditions whose operand is empty, as the filter-to-query rule drops empty values', () => {
    expect(toWhereParams([{ column: 'a', op: 'contains', value: '  ' }])).toEqual({});
  });

  it('keeps colons inside the operand', () => {
    expect(parseWhere({ 'where[url]': 'eq:https://x.test/a' }).conditions[0]?.value).toBe('https://x.test/a');
  });

  it('reports unknown operators and missing operands as field errors', () => {
    const parsed = parseWhere({ 'where[a]': 'like:x', 'where[b]': 'eq', other: 'ignored' });
    expect(parsed.conditions).toEqual([]);
    expect(Object.keys(parsed.errors)).toEqual(['where[a]', 'where[b]']);
  });

  it('accepts repeated keys as several conditions on one column', () => {
    expect(parseWhere({ 'where[n]': ['gt:1', 'lt:5'] }).conditions).toHaveLength(2);
  });
});
