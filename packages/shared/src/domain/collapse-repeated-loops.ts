/**
 * Agent loops show up as the same few sibling spans again and again (llm, tool, llm, tool, ...). Folding
 * such a run into one row keeps a long trace readable. Siblings are compared by a key (name and kind,
 * interned to a number by the caller), and a run is a block of 1..maxPatternLength keys repeated at
 * least minRepeats times back to back.
 */
export type RepeatedRun = {
  /** Position of the run's first sibling. */
  start: number;
  /** Siblings in one iteration. */
  patternLength: number;
  /** Iterations in the run. */
  repeats: number;
};

export type LoopOptions = { minRepeats?: number; maxPatternLength?: number };

export const DEFAULT_MIN_LOOP_REPEATS = 3;
export const DEFAULT_MAX_LOOP_PATTERN = 4;

/** How many times the block keys[start .. start+p) repeats from start, itself included. */
function countRepeats(keys: ArrayLike<number>, start: number, p: number): number {
  let repeats = 1;
  for (let next = start + p; next + p <= keys.length; next += p) {
    for (let j = 0; j < p; j++) if (keys[start + j] !== keys[next + j]) return repeats;
    repeats++;
  }
  return repeats;
}

/**
 * Runs of repeated blocks, left to right, never overlapping. At each position the block that covers the
 * most siblings wins; on a tie the shorter block (so "a a a a" is four times "a", not twice "a a").
 * Cost is O(n * maxPatternLength²) for n siblings: linear in the trace.
 */
export function findRepeatedRuns(keys: ArrayLike<number>, options: LoopOptions = {}): RepeatedRun[] {
  const minRepeats = Math.max(2, options.minRepeats ?? DEFAULT_MIN_LOOP_REPEATS);
  const maxPattern = Math.max(1, options.maxPatternLength ?? DEFAULT_MAX_LOOP_PATTERN);
  const runs: RepeatedRun[] = [];
  let i = 0;
  while (i < keys.length) {
    let best: RepeatedRun | null = null;
    for (let p = 1; p <= maxPattern && i + p * minRepeats <= keys.length; p++) {
      const repeats = countRepeats(keys, i, p);
      if (repeats < minRepeats) continue;
      // A block that is itself a repetition ("a a") would only restate a shorter pattern.
      if (best && best.patternLength * best.repeats >= p * repeats) continue;
      best = { start: i, patternLength: p, repeats };
    }
    if (best) {
      runs.push(best);
      i += best.patternLength * best.repeats;
    } else i++;
  }
  return runs;
}

/** Gives each distinct (name, kind) pair a small number, so sibling comparisons are integer compares. */
export function createSiblingKeyer(): (name: string, kind: string) => number {
  const ids = new Map<string, number>();
  return (name, kind) => {
    const key = `${kind}\u0000${name}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };
}
