import { describe, expect, it } from 'vitest';
import {
  createKeysetPaginationState,
  cursorsToFetch,
  type KeysetPageResult,
  type KeysetPaginationAction,
  type KeysetPaginationState,
  keysetPaginationReducer,
  knownRowCount,
  pageRequestParams,
  pagesNear,
  rowAt,
} from './keyset-pagination-state';

type Row = { id: string; text?: string };
const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: `r${from + i}` }));

function page(
  items: Row[],
  next: string | null,
  overrides: Partial<KeysetPageResult<Row>> = {},
): KeysetPageResult<Row> {
  return { items, pit: 'pit-1', nextCursor: next, isLastPage: next === null, total: 5, ...overrides };
}

function apply(state: KeysetPaginationState<Row>, ...actions: KeysetPaginationAction<Row>[]) {
  return actions.reduce(keysetPaginationReducer<Row>, state);
}

/** Three pages of two rows and one of one row: 0-1, 2-3, 4. */
function loadedThroughPage(last: 0 | 1 | 2) {
  let state = createKeysetPaginationState<Row>(2);
  const pages = [page(rows(0, 2), 'c1'), page(rows(2, 2), 'c2'), page(rows(4, 1), null)];
  for (let n = 0; n <= last; n++) {
    state = apply(state, { type: 'pageLoaded', generation: 0, cursor: state.cursors[n] as string, page: pages[n]! });
  }
  return state;
}

describe('keyset pagination state', () => {
  it('the first page is fetched without pit or cursor and fixes the point in time for the later pages', () => {
    const start = createKeysetPaginationState<Row>(2);
    expect(pageRequestParams(start, '')).toEqual({ limit: 2 });
    const state = loadedThroughPage(0);
    expect(state.pit).toBe('pit-1');
    expect(pageRequestParams(state, 'c1')).toEqual({ limit: 2, pit: 'pit-1', cursor: 'c1' });
  });

  it('a later answer with another pit does not move the point in time', () => {
    let state = loadedThroughPage(0);
    state = apply(state, {
      type: 'pageLoaded',
      generation: 0,
      cursor: 'c1',
      page: page(rows(2, 2), 'c2', { pit: 'other' }),
    });
    expect(state.pit).toBe('pit-1');
  });

  it('each page is cached under the last sort value of the page before it, which is kept for going back', () => {
    const state = loadedThroughPage(1);
    expect(state.cursors).toEqual(['', 'c1', 'c2']);
    expect(state.pageCache['c1']).toEqual(rows(2, 2));
    expect(rowAt(state, 3)).toEqual({ id: 'r3' });
  });

  it('the next cursor is only known once the page before it has loaded, so pages are asked for one at a time', () => {
    const start = createKeysetPaginationState<Row>(2);
    expect(cursorsToFetch(start, 0, 9)).toEqual(['']);
    expect(cursorsToFetch(loadedThroughPage(0), 0, 9)).toEqual(['c1']);
  });

  it('cached and pending pages are not fetched again', () => {
    let state = loadedThroughPage(1);
    expect(cursorsToFetch(state, 0, 5)).toEqual(['c2']);
    state = apply(state, { type: 'pageRequested', generation: 0, cursor: 'c2' });
    expect(cursorsToFetch(state, 0, 5)).toEqual([]);
  });

  it('the last-page flag stops fetching and the grid stops showing a loading row', () => {
    const open = loadedThroughPage(1);
    expect(open.isLastPage).toBe(false);
    expect(knownRowCount(open)).toBe(5); // four rows and the loading row
    const done = loadedThroughPage(2);
    expect(done.isLastPage).toBe(true);
    expect(done.cursors).toEqual(['', 'c1', 'c2']);
    expect(knownRowCount(done)).toBe(5);
    expect(cursorsToFetch(done, 0, 100)).toEqual([]);
  });

  it('total datapoints come from the newest answer', () => {
    let state = loadedThroughPage(0);
    expect(state.total).toBe(5);
    state = apply(state, {
      type: 'pageLoaded',
      generation: 0,
      cursor: 'c1',
      page: page(rows(2, 2), 'c2', { total: 7 }),
    });
    expect(state.total).toBe(7);
  });

  it('a new query starts from nothing with a new generation, and answers to the old query are ignored', () => {
    const before = loadedThroughPage(1);
    const reset = apply(before, { type: 'reset' });
    expect(reset).toMatchObject({
      generation: 1,
      pit: null,
      cursors: [''],
      pageCache: {},
      isLastPage: false,
      total: null,
    });
    const late = apply(reset, { type: 'pageLoaded', generation: 0, cursor: '', page: page(rows(0, 2), 'c1') });
    expect(late).toBe(reset);
  });

  it('evicted pages leave the cache but keep their cursors, so scrolling back fetches them again', () => {
    const state = apply(loadedThroughPage(2), { type: 'pagesEvicted', keep: [2] });
    expect(Object.keys(state.pageCache)).toEqual(['c2']);
    expect(rowAt(state, 0)).toBeUndefined();
    expect(cursorsToFetch(state, 0, 1)).toEqual(['']);
    expect(knownRowCount(state)).toBe(5);
  });

  it('a failed page records the message and can be asked for again', () => {
    let state = apply(createKeysetPaginationState<Row>(2), { type: 'pageRequested', generation: 0, cursor: '' });
    state = apply(state, { type: 'pageFailed', generation: 0, cursor: '', message: 'Server down' });
    expect(state.error).toBe('Server down');
    expect(cursorsToFetch(state, 0, 1)).toEqual(['']);
  });

  it('an edited row replaces the cached one without refetching', () => {
    const state = apply(loadedThroughPage(1), {
      type: 'rowReplaced',
      match: (r) => r.id === 'r2',
      row: { id: 'r2', text: 'edited' },
    });
    expect(rowAt(state, 2)).toEqual({ id: 'r2', text: 'edited' });
    expect(rowAt(state, 3)).toEqual({ id: 'r3' });
    expect(cursorsToFetch(state, 0, 3)).toEqual([]);
  });

  it('pages near the visible rows are the ones kept', () => {
    expect(pagesNear(loadedThroughPage(2), 2, 3, 0)).toEqual([1]);
    expect(pagesNear(loadedThroughPage(2), 2, 3, 1)).toEqual([0, 1, 2]);
  });
});
