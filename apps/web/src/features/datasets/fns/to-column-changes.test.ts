import type { DatasetColumn } from '@assay/shared/contracts/datasets';
import { describe, expect, it } from 'vitest';
import { toColumnChanges } from './to-column-changes';

const COLUMNS: DatasetColumn[] = [
  { name: 'q', role: 'prompt', type: 'string' },
  { name: 'score', role: 'metadata', type: 'string' },
];
const drafts = () => COLUMNS.map((c) => ({ ...c, newName: c.name }));

describe('toColumnChanges', () => {
  it('sends nothing for untouched columns', () => {
    expect(toColumnChanges(COLUMNS, drafts())).toEqual({ changes: [], errors: {} });
  });

  it('sends only what changed: a new name, a role, a type', () => {
    const edited = drafts();
    edited[0] = { ...edited[0]!, newName: ' question ' };
    edited[1] = { ...edited[1]!, type: 'number' };
    expect(toColumnChanges(COLUMNS, edited).changes).toEqual([
      { name: 'q', newName: 'question' },
      { name: 'score', type: 'number' },
    ]);
  });

  it('refuses an empty name or a name another column has', () => {
    const edited = drafts();
    edited[0] = { ...edited[0]!, newName: 'score' };
    expect(toColumnChanges(COLUMNS, edited).errors).toEqual({ score: 'Another column is also named “score”' });
    edited[0] = { ...edited[0]!, newName: '  ' };
    expect(toColumnChanges(COLUMNS, edited).errors).toEqual({ q: 'Column name is required' });
  });

  it('two columns may swap names', () => {
    const edited = drafts();
    edited[0] = { ...edited[0]!, newName: 'score' };
    edited[1] = { ...edited[1]!, newName: 'q' };
    expect(toColumnChanges(COLUMNS, edited).errors).toEqual({});
  });
});
