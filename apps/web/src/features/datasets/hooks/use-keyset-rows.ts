import type { KeysetPage } from '@assay/shared/contracts/keyset-page';
import {
  createKeysetPaginationState,
  cursorsToFetch,
  keysetPaginationReducer,
  type KeysetPaginationState,
  knownRowCount,
  pageRequestParams,
  pagesNear,
  rowAt,
} from '@assay/shared/domain/keyset-pagination-state';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

export const ROWS_PAGE_SIZE = 100;
/** Pages kept in memory around the visible rows; farther ones are dropped and fetched again if needed. */
const CACHED_PAGES_AROUND_VIEW = 5;

export type FetchRowsPage<T> = (params: Record<string, unknown>, signal: AbortSignal) => Promise<KeysetPage<T>>;

export type KeysetRows<T> = {
  state: KeysetPaginationState<T>;
  rowCount: number;
  rowAt: (index: number) => T | undefined;
  /** The grid reports the rows on screen; pages they need are fetched, far ones evicted. */
  onVisibleRangeChange: (firstRow: number, lastRow: number) => void;
  /** Starts again from the first page (after rows were added or deleted). */
  reload: () => void;
  replaceRow: (match: (row: T) => boolean, row: T) => void;
};

/**
 * Rows of a keyset-paged endpoint for a virtualised grid: only the pages the visible rows need are fetched,
 * one after another, so a table of a million rows costs a few pages of memory. `queryKey` names the sort,
 * filters and search: when it changes everything starts again from the first page.
 */
export function useKeysetRows<T>(fetchPage: FetchRowsPage<T>, queryKey: string): KeysetRows<T> {
  const [state, dispatch] = useReducer(keysetPaginationReducer<T>, ROWS_PAGE_SIZE, createKeysetPaginationState<T>);
  const [range, setRange] = useState({ first: 0, last: 0 });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const controllers = useRef(new Set<AbortController>());

  const reload = useCallback(() => {
    for (const controller of controllers.current) controller.abort();
    controllers.current.clear();
    dispatch({ type: 'reset' });
  }, []);

  const lastKey = useRef(queryKey);
  useEffect(() => {
    if (lastKey.current === queryKey) return;
    lastKey.current = queryKey;
    reload();
  }, [queryKey, reload]);

  useEffect(() => {
    // One page ahead: the next page is on its way before the loading row scrolls into view.
    const wanted = cursorsToFetch(state, range.first, range.last + state.pageSize);
    for (const cursor of wanted) {
      const { generation } = state;
      const controller = new AbortController();
      controllers.current.add(controller);
      dispatch({ type: 'pageRequested', generation, cursor });
      fetchRef
        .current(pageRequestParams(state, cursor), controller.signal)
        .then(
          (page) => dispatch({ type: 'pageLoaded', generation, cursor, page }),
          (error: Error) => {
            if (error.name !== 'AbortError')
              dispatch({ type: 'pageFailed', generation, cursor, message: error.message });
          },
        )
        .finally(() => controllers.current.delete(controller));
    }
  }, [state, range]);

  useEffect(() => {
    if (Object.keys(state.pageCache).length <= CACHED_PAGES_AROUND_VIEW * 2 + 1) return;
    dispatch({ type: 'pagesEvicted', keep: pagesNear(state, range.first, range.last, CACHED_PAGES_AROUND_VIEW) });
  }, [state, range]);

  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live) controller.abort();
    };
  }, []);

  const onVisibleRangeChange = useCallback((first: number, last: number) => {
    setRange((current) => (current.first === first && current.last === last ? current : { first, last }));
  }, []);

  return {
    state,
    rowCount: state.total === null ? 0 : knownRowCount(state),
    rowAt: (index) => rowAt(state, index),
    onVisibleRangeChange,
    reload,
    replaceRow: useCallback((match, row) => dispatch({ type: 'rowReplaced', match, row }), []),
  };
}
