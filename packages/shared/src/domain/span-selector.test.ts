import { describe, expect, it } from 'vitest';
import {
  compileNamePattern,
  matchesSelector,
  readAttribute,
  validateSelector,
  type SpanSelector,
} from './span-selector';

const span = {
  name: 'openai.chat',
  kind: 'llm',
  attributes: {
    'llm.model_name': 'gpt-4o-mini',
    'llm.temperature': 0.2,
    tags: ['prod', 'eu'],
    nested: { env: 'prod' },
  },
};
const select = (partial: Partial<SpanSelector>) =>
  matchesSelector(span, { kinds: [], namePattern: '', attributeMatches: [], ...partial });

describe('name patterns', () => {
  it('matches globs against the whole name', () => {
    const glob = compileNamePattern('openai.*');
    expect(glob.ok && glob.test('openai.chat')).toBe(true);
    expect(glob.ok && glob.test('xopenai.chat')).toBe(false);
    const one = compileNamePattern('span-?');
    expect(one.ok && one.test('span-1')).toBe(true);
    expect(one.ok && one.test('span-12')).toBe(false);
    const dot = compileNamePattern('a.b');
    expect(dot.ok && dot.test('axb')).toBe(false);
  });

  it('reads /regex/flags as a regular expression and rejects invalid ones', () => {
    const regex = compileNamePattern('/^OPENAI\\./i');
    expect(regex.ok && regex.test('openai.chat')).toBe(true);
    expect(compileNamePattern('/(unclosed/')).toMatchObject({ ok: false, error: expect.stringMatching(/Not a valid/) });
    expect(compileNamePattern('/a/g')).toMatchObject({ ok: false, error: expect.stringMatching(/flags/) });
    expect(compileNamePattern('x'.repeat(201))).toMatchObject({ ok: false });
  });

  it('refuses repeated groups that repeat inside, which can backtrack for ever', () => {
    for (const pattern of ['/(a+)+$/', '/^(\\w*)*x/', '/(ab|c+){2,}/']) {
      expect(compileNamePattern(pattern), pattern).toMatchObject({
        ok: false,
        error: expect.stringMatching(/\(a\+\)\+/),
      });
    }
    const fine = compileNamePattern('/^(chat|completion)+\\.v\\d+$/');
    expect(fine.ok && fine.test('chatcompletion.v2')).toBe(true);
  });
});

describe('matchesSelector', () => {
  it('takes every span when nothing is set', () => {
    expect(select({})).toBe(true);
  });

  it('filters by kind and name', () => {
    expect(select({ kinds: ['llm', 'tool'] })).toBe(true);
    expect(select({ kinds: ['tool'] })).toBe(false);
    expect(select({ namePattern: 'openai.*' })).toBe(true);
    expect(select({ namePattern: 'anthropic.*' })).toBe(false);
  });

  it('checks attributes with eq, contains, exists and regex', () => {
    const match = (key: string, op: 'eq' | 'contains' | 'exists' | 'regex', value = '') =>
      select({ attributeMatches: [{ key, op, value }] });
    expect(match('llm.model_name', 'eq', 'gpt-4o-mini')).toBe(true);
    expect(match('llm.model_name', 'eq', 'gpt-4o')).toBe(false);
    expect(match('llm.temperature', 'eq', '0.2')).toBe(true);
    expect(match('llm.model_name', 'contains', '4o')).toBe(true);
    expect(match('tags', 'contains', 'eu')).toBe(true);
    expect(match('tags', 'contains', 'e')).toBe(false);
    expect(match('llm.model_name', 'exists')).toBe(true);
    expect(match('llm.missing', 'exists')).toBe(false);
    expect(match('llm.model_name', 'regex', '^gpt-4')).toBe(true);
    expect(match('llm.model_name', 'regex', '^claude')).toBe(false);
    expect(match('nested.env', 'eq', 'prod')).toBe(true);
  });

  it('needs every condition to hold', () => {
    expect(
      select({
        kinds: ['llm'],
        namePattern: 'openai.*',
        attributeMatches: [
          { key: 'llm.model_name', op: 'exists', value: '' },
          { key: 'tags', op: 'contains', value: 'us' },
        ],
      }),
    ).toBe(false);
  });
});

describe('validateSelector', () => {
  it('names the fields that are wrong', () => {
    expect(
      validateSelector({
        kinds: [],
        namePattern: '/[/',
        attributeMatches: [
          { key: '', op: 'exists', value: '' },
          { key: 'a', op: 'regex', value: '(' },
          { key: 'b', op: 'eq', value: '' },
        ],
      }),
    ).toEqual({
      'selector.namePattern': expect.stringMatching(/Not a valid/),
      'selector.attributeMatches.0.key': 'Name the attribute to check',
      'selector.attributeMatches.1.value': expect.stringMatching(/Not a valid/),
      'selector.attributeMatches.2.value': 'Give the value to compare with',
    });
  });
});

describe('readAttribute', () => {
  it('prefers the flat dotted key, then walks nested objects', () => {
    expect(readAttribute({ 'a.b': 1, a: { b: 2 } }, 'a.b')).toBe(1);
    expect(readAttribute({ a: { b: 2 } }, 'a.b')).toBe(2);
    expect(readAttribute(null, 'a')).toBeUndefined();
  });
});
