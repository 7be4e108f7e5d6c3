import { describe, expect, it } from 'vitest';
import { diffCells } from './diff-cells';
import { restoredDatasetId } from './restored-dataset-id';

describe('diffCells', () => {
  it('lists only the columns whose value changed, including ones added or removed', () => {
    expect(diffCells({ a: 1, b: 'x', c: { k: [1] } }, { a: 1, b: 'y', c: { k: [1] }, d: true })).toEqual([
      { column: 'b', before: 'x', after: 'y' },
      { column: 'd', before: undefined, after: true },
    ]);
  });

  it('a missing value and null are the same', () => {
    expect(diffCells({ a: null }, {})).toEqual([]);
  });
});

describe('restoredDatasetId', () => {
  it('reads the id of the dataset a restore made, in either reply shape', () => {
    expect(restoredDatasetId({ datasetId: 'd1', jobId: 'j' })).toBe('d1');
    expect(restoredDatasetId({ id: 'd2', name: 'x' })).toBe('d2');
    expect(restoredDatasetId(null)).toBeNull();
  });
});
