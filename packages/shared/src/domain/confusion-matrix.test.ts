import { describe, it, expect } from 'vitest';
import {
  buildConfusionMatrix,
  cellCount,
  confusionMatrixLabels,
  summarizeConfusionMatrix,
  toMatrixRows,
} from './confusion-matrix';

const pairs = [
  { actual: 'cat', predicted: 'cat' },
  { actual: 'cat', predicted: 'cat' },
  { actual: 'cat', predicted: 'dog' },
  { actual: 'dog', predicted: 'dog' },
  { actual: 'dog', predicted: 'bird' },
  { actual: 'fish', predicted: 'cat' },
];

describe('buildConfusionMatrix', () => {
  it('counts pairs into actual -> predicted -> count', () => {
    expect(buildConfusionMatrix(pairs)).toEqual({
      cat: { cat: 2, dog: 1 },
      dog: { dog: 1, bird: 1 },
      fish: { cat: 1 },
    });
  });

  it('returns an empty matrix for no pairs', () => {
    expect(buildConfusionMatrix([])).toEqual({});
  });

  it('treats prototype-like class names as ordinary classes', () => {
    const matrix = buildConfusionMatrix([
      { actual: '__proto__', predicted: 'constructor' },
      { actual: '__proto__', predicted: 'constructor' },
    ]);
    expect(Object.keys(matrix)).toEqual(['__proto__']);
    expect(cellCount(matrix, '__proto__', 'constructor')).toBe(2);
    expect(cellCount(matrix, 'constructor', 'toString')).toBe(0);
  });
});

describe('confusionMatrixLabels', () => {
  it('returns the sorted union of actual and predicted classes', () => {
    expect(confusionMatrixLabels(buildConfusionMatrix(pairs))).toEqual(['bird', 'cat', 'dog', 'fish']);
  });

  it('sorts numeric class names numerically', () => {
    const matrix = buildConfusionMatrix([
      { actual: '10', predicted: '2' },
      { actual: '1', predicted: '1' },
    ]);
    expect(confusionMatrixLabels(matrix)).toEqual(['1', '2', '10']);
  });
});

describe('toMatrixRows', () => {
  it('fills missing cells with zeros in label order', () => {
    const matrix = buildConfusionMatrix(pairs);
    expect(toMatrixRows(matrix, ['bird', 'cat', 'dog', 'fish'])).toEqual([
      [0, 0, 0, 0],
      [0, 2, 1, 0],
      [1, 0, 1, 0],
      [0, 1, 0, 0],
    ]);
  });

  it('honours a caller-chosen label order, including unseen labels', () => {
    expect(toMatrixRows({ a: { b: 3 } }, ['b', 'a', 'z'])).toEqual([
      [0, 0, 0],
      [3, 0, 0],
      [0, 0, 0],
    ]);
  });
});

describe('summarizeConfusionMatrix', () => {
  it('computes accuracy and per-class precision, recall and f1', () => {
    const summary = summarizeConfusionMatrix(buildConfusionMatrix(pairs));
    expect(summary.total).toBe(6);
    expect(summary.accuracy).toBeCloseTo(3 / 6);
    const byLabel = Object.fromEntries(summary.perClass.map((m) => [m.label, m]));
    expect(byLabel.cat?.precision).toBeCloseTo(2 / 3);
    expect(byLabel.cat?.recall).toBeCloseTo(2 / 3);
    expect(byLabel.cat?.f1).toBeCloseTo(2 / 3);
    expect(byLabel.cat?.support).toBe(3);
    expect(byLabel.dog?.precision).toBeCloseTo(1 / 2);
    expect(byLabel.dog?.recall).toBeCloseTo(1 / 2);
  });

  it('uses 0 where a ratio is undefined', () => {
    const summary = summarizeConfusionMatrix(buildConfusionMatrix(pairs));
    const bird = summary.perClass.find((m) => m.label === 'bird');
    const fish = summary.perClass.find((m) => m.label === 'fish');
    // bird is predicted once but never actual; fish is actual once but never predicted.
    expect(bird).toEqual({ label: 'bird', precision: 0, recall: 0, f1: 0, support: 0 });
    expect(fish).toEqual({ label: 'fish', precision: 0, recall: 0, f1: 0, support: 1 });
  });

  it('reports zero accuracy for an empty matrix', () => {
    expect(summarizeConfusionMatrix({})).toEqual({
      labels: [],
      perClass: [],
      accuracy: 0,
      total: 0,
    });
  });

  it('gives perfect scores for a perfect classifier', () => {
    const summary = summarizeConfusionMatrix({ a: { a: 4 }, b: { b: 1 } });
    expect(summary.accuracy).toBe(1);
    for (const m of summary.perClass) expect([m.precision, m.recall, m.f1]).toEqual([1, 1, 1]);
  });
});
