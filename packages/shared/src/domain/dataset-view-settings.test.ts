import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW_SETTINGS,
  getViewSettings,
  moveColumn,
  orderColumns,
  parsePersistedViewSettings,
  setViewSettings,
  toggleColumn,
  visibleColumns,
} from './dataset-view-settings';

const COLUMNS = ['prompt', 'response', 'score'];

describe('dataset view settings', () => {
  it('are kept per project and per dataset, without touching the others', () => {
    let persisted = setViewSettings({}, 'p1', 'd1', { columnOrder: [], hiddenColumns: ['score'] });
    persisted = setViewSettings(persisted, 'p1', 'd2', { columnOrder: ['score'], hiddenColumns: [] });
    persisted = setViewSettings(persisted, 'p2', 'd1', { columnOrder: [], hiddenColumns: ['prompt'] });
    expect(getViewSettings(persisted, 'p1', 'd1').hiddenColumns).toEqual(['score']);
    expect(getViewSettings(persisted, 'p1', 'd2').columnOrder).toEqual(['score']);
    expect(getViewSettings(persisted, 'p2', 'd1').hiddenColumns).toEqual(['prompt']);
  });

  it('a dataset never arranged shows every column in dataset order', () => {
    expect(getViewSettings({}, 'p', 'd')).toEqual(DEFAULT_VIEW_SETTINGS);
    expect(visibleColumns(COLUMNS, DEFAULT_VIEW_SETTINGS)).toEqual(COLUMNS);
  });

  it('hidden columns are left out and shown again when switched back on', () => {
    const hidden = toggleColumn(DEFAULT_VIEW_SETTINGS, 'response', false);
    expect(visibleColumns(COLUMNS, hidden)).toEqual(['prompt', 'score']);
    expect(visibleColumns(COLUMNS, toggleColumn(hidden, 'response', true))).toEqual(COLUMNS);
  });

  it('arranged columns come first; columns added later follow; deleted columns are forgotten', () => {
    const settings = { columnOrder: ['score', 'gone', 'prompt'], hiddenColumns: [] };
    expect(orderColumns([...COLUMNS, 'added'], settings)).toEqual(['score', 'prompt', 'response', 'added']);
  });

  it('moving a column swaps it with its neighbour, and does nothing at either end', () => {
    const moved = moveColumn(COLUMNS, DEFAULT_VIEW_SETTINGS, 'score', -1);
    expect(orderColumns(COLUMNS, moved)).toEqual(['prompt', 'score', 'response']);
    expect(moveColumn(COLUMNS, DEFAULT_VIEW_SETTINGS, 'prompt', -1)).toBe(DEFAULT_VIEW_SETTINGS);
    expect(moveColumn(COLUMNS, DEFAULT_VIEW_SETTINGS, 'score', 1)).toBe(DEFAULT_VIEW_SETTINGS);
  });

  it('stored values of the wrong shape are read as empty settings instead of breaking the grid', () => {
    expect(parsePersistedViewSettings('nonsense')).toEqual({});
    expect(parsePersistedViewSettings(null)).toEqual({});
    expect(
      parsePersistedViewSettings({ p: { d: { columnOrder: 'x', hiddenColumns: ['a', 1] }, e: 3 }, q: [] }),
    ).toEqual({ p: { d: { columnOrder: [], hiddenColumns: [] } } });
  });
});
