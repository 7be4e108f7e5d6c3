import { describe, expect, it } from 'vitest';
import { diffLines, type DiffLine } from './diff-lines';
import { toSideBySideRows } from './to-side-by-side-rows';
import { toVersionLines } from './to-version-lines';

const same = (text: string): DiffLine => ({ kind: 'same', text });
const removed = (text: string): DiffLine => ({ kind: 'removed', text });
const added = (text: string): DiffLine => ({ kind: 'added', text });

/** Applying a diff must give back both inputs: the left side without additions, the right without removals. */
function sides(diff: DiffLine[]) {
  return {
    before: diff.filter((line) => line.kind !== 'added').map((line) => line.text),
    after: diff.filter((line) => line.kind !== 'removed').map((line) => line.text),
  };
}

describe('diffLines', () => {
  it('reports identical texts as unchanged', () => {
    expect(diffLines(['a', 'b'], ['a', 'b'])).toEqual([same('a'), same('b')]);
  });

  it('reports a changed line as a removal followed by an addition', () => {
    expect(diffLines(['You are helpful.', 'Answer {{q}}'], ['You are terse.', 'Answer {{q}}'])).toEqual([
      removed('You are helpful.'),
      added('You are terse.'),
      same('Answer {{q}}'),
    ]);
  });

  it('finds inserted and deleted lines in the middle', () => {
    expect(diffLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual([
      same('a'),
      removed('b'),
      added('x'),
      same('c'),
      same('d'),
      added('e'),
    ]);
  });

  it('keeps the longest common subsequence when lines move', () => {
    const diff = diffLines(['a', 'b', 'c', 'd', 'e'], ['b', 'c', 'd', 'a', 'e']);
    expect(diff.filter((line) => line.kind === 'same').map((line) => line.text)).toEqual(['b', 'c', 'd', 'e']);
    expect(sides(diff)).toEqual({ before: ['a', 'b', 'c', 'd', 'e'], after: ['b', 'c', 'd', 'a', 'e'] });
  });

  it('handles empty sides', () => {
    expect(diffLines([], ['a'])).toEqual([added('a')]);
    expect(diffLines(['a'], [])).toEqual([removed('a')]);
    expect(diffLines([], [])).toEqual([]);
  });

  it('round-trips random inputs and never reports fewer shared lines than a common prefix', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 4;
    for (let run = 0; run < 200; run++) {
      const before = Array.from({ length: next() * 3 }, () => String(next()));
      const after = Array.from({ length: next() * 3 }, () => String(next()));
      const diff = diffLines(before, after);
      expect(sides(diff)).toEqual({ before, after });
    }
  });
});

describe('toSideBySideRows', () => {
  it('pairs a removal with the addition that replaced it and numbers each side', () => {
    const rows = toSideBySideRows([same('a'), removed('b'), added('B'), added('C'), same('d')]);
    expect(rows).toEqual([
      { left: { kind: 'same', text: 'a', lineNumber: 1 }, right: { kind: 'same', text: 'a', lineNumber: 1 } },
      { left: { kind: 'removed', text: 'b', lineNumber: 2 }, right: { kind: 'added', text: 'B', lineNumber: 2 } },
      { left: null, right: { kind: 'added', text: 'C', lineNumber: 3 } },
      { left: { kind: 'same', text: 'd', lineNumber: 3 }, right: { kind: 'same', text: 'd', lineNumber: 4 } },
    ]);
  });
});

describe('toVersionLines', () => {
  it('lists the model and every message line under a heading with its role', () => {
    expect(
      toVersionLines({
        modelSpecs: { model: 'openai/gpt-4o', parameters: [] },
        textFields: [
          { role: 'system', content: 'Be brief.\nBe kind.' },
          { role: 'user', content: '{{question}}' },
        ],
      }),
    ).toEqual([
      'Model: openai/gpt-4o',
      '',
      '— Message 1 (system) —',
      'Be brief.',
      'Be kind.',
      '',
      '— Message 2 (user) —',
      '{{question}}',
    ]);
  });
});
