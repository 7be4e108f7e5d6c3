import { describe, expect, it } from 'vitest';
import { createSiblingKeyer, findRepeatedRuns } from './collapse-repeated-loops';

const keysOf = (text: string) => {
  const keyOf = createSiblingKeyer();
  return [...text].map((c) => keyOf(c, 'x'));
};

describe('findRepeatedRuns', () => {
  it('folds a two-step agent loop (llm, tool) between a plan and an answer', () => {
    expect(findRepeatedRuns(keysOf('pltltltla'))).toEqual([{ start: 1, patternLength: 2, repeats: 3 }]);
  });

  it('prefers the shortest block that covers the run', () => {
    expect(findRepeatedRuns(keysOf('aaaaaa'))).toEqual([{ start: 0, patternLength: 1, repeats: 6 }]);
  });

  it('prefers the block that covers more siblings', () => {
    // "ab" x3 covers six siblings; "a" alone never repeats here.
    expect(findRepeatedRuns(keysOf('ababab'))).toEqual([{ start: 0, patternLength: 2, repeats: 3 }]);
  });

  it('leaves runs shorter than the minimum alone', () => {
    expect(findRepeatedRuns(keysOf('aabab'))).toEqual([]);
    expect(findRepeatedRuns(keysOf('aab'), { minRepeats: 2 })).toEqual([{ start: 0, patternLength: 1, repeats: 2 }]);
  });

  it('finds several runs without overlap', () => {
    expect(findRepeatedRuns(keysOf('aaaxbcbcbcz'))).toEqual([
      { start: 0, patternLength: 1, repeats: 3 },
      { start: 4, patternLength: 2, repeats: 3 },
    ]);
  });

  it('respects the longest pattern it looks for', () => {
    expect(findRepeatedRuns(keysOf('abcabcabc'), { maxPatternLength: 2 })).toEqual([]);
    expect(findRepeatedRuns(keysOf('abcabcabc'))).toEqual([{ start: 0, patternLength: 3, repeats: 3 }]);
  });

  it('tells the same name of a different kind apart', () => {
    const keyOf = createSiblingKeyer();
    expect(keyOf('search', 'tool')).not.toBe(keyOf('search', 'llm'));
    expect(keyOf('search', 'tool')).toBe(keyOf('search', 'tool'));
  });
});
