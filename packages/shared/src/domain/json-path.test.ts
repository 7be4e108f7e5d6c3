import { describe, expect, it } from 'vitest';
import { evaluateJsonPath, parseJsonPath } from './json-path';

const at = (root: unknown, path: string) => {
  const parsed = parseJsonPath(path);
  if (!parsed.ok) throw new Error(parsed.error);
  return evaluateJsonPath(root, parsed.segments);
};

describe('parseJsonPath', () => {
  it('reads keys, quoted keys, indexes, negative indexes and wildcards', () => {
    expect(parseJsonPath("$.a['b c'][0][-1].*[*]")).toEqual({
      ok: true,
      segments: [
        { kind: 'key', key: 'a' },
        { kind: 'key', key: 'b c' },
        { kind: 'index', index: 0 },
        { kind: 'index', index: -1 },
        { kind: 'wildcard' },
        { kind: 'wildcard' },
      ],
    });
    expect(parseJsonPath('$')).toEqual({ ok: true, segments: [] });
  });

  it('explains what is wrong with a bad path', () => {
    expect(parseJsonPath('a.b')).toMatchObject({ ok: false, error: expect.stringMatching(/starts with \$/) });
    expect(parseJsonPath('$.a[')).toMatchObject({ ok: false, error: expect.stringMatching(/Unclosed/) });
    expect(parseJsonPath('$.a[x]')).toMatchObject({ ok: false, error: expect.stringMatching(/not an index/) });
    expect(parseJsonPath('$.')).toMatchObject({ ok: false, error: expect.stringMatching(/key name/) });
    expect(parseJsonPath('$a')).toMatchObject({ ok: false, error: expect.stringMatching(/Unexpected "a"/) });
    expect(parseJsonPath("$['a")).toMatchObject({ ok: false });
  });
});

describe('evaluateJsonPath', () => {
  const doc = {
    messages: [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello' },
    ],
    n: 0,
  };

  it('finds nested values, including from the end of arrays', () => {
    expect(at(doc, '$.messages[0].content')).toEqual({ values: ['hi'], isMultiple: false });
    expect(at(doc, '$.messages[-1].content')).toEqual({ values: ['hello'], isMultiple: false });
    expect(at(doc, '$.n')).toEqual({ values: [0], isMultiple: false });
    expect(at(doc, '$')).toEqual({ values: [doc], isMultiple: false });
  });

  it('finds nothing for missing keys, out-of-range indexes and keys on the wrong type', () => {
    expect(at(doc, '$.missing.deeper').values).toEqual([]);
    expect(at(doc, '$.messages[5]').values).toEqual([]);
    expect(at(doc, '$.messages[-3]').values).toEqual([]);
    expect(at(doc, '$.messages.content').values).toEqual([]);
    expect(at(doc, '$.n[0]').values).toEqual([]);
    expect(at(null, '$.a').values).toEqual([]);
    expect(at({ toString: 1 }, '$.constructor').values).toEqual([]);
  });

  it('collects every value under a wildcard', () => {
    expect(at(doc, '$.messages[*].content')).toEqual({ values: ['hi', 'hello'], isMultiple: true });
    expect(at({ a: { x: 1, y: 2 } }, '$.a.*').values).toEqual([1, 2]);
    expect(at({ a: [] }, '$.a[*]')).toEqual({ values: [], isMultiple: true });
  });

  it('reads through strings that hold JSON', () => {
    expect(at(JSON.stringify(doc), '$.messages[1].role').values).toEqual(['assistant']);
    expect(at({ attr: '[1,2,3]' }, '$.attr[-1]').values).toEqual([3]);
    expect(at({ attr: '{not json' }, '$.attr.x').values).toEqual([]);
    expect(at('plain text', '$').values).toEqual(['plain text']);
  });
});
