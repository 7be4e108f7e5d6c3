/**
 * Pagination state of a keyset-paged grid (SPEC section 3: timestamp, previous timestamps, point-in-time id,
 * last sort value, page cache keyed by last sort value, last-page flag, total datapoints).
 *
 * Pages are numbered 0, 1, 2 ... in the order the server hands them out. Page n is fetched with the cursor
 * (the "last sort value") that page n-1 returned, so `cursors[n]` is known once page n-1 has loaded;
 * `cursors` is the list of previous values that lets the grid go back. Loaded pages are cached under their
 * cursor. Far-away pages may be evicted to bound memory; their cursors stay, so they can be fetched again.
 * Every page after the first sends back the first page's point-in-time id, so rows written meanwhile never
 * shift the pages. A new query (sort, filters, search) starts again from nothing, with a new generation, and
 * answers to an older generation are ignored.
 */
export type KeysetPageResult<T> = {
  items: T[];
  pit: string;
  nextCursor: string | null;
  isLastPage: boolean;
  total: number;
};

export type KeysetPaginationState<T> = {
  /** Bumped by every reset; a page request carries it so late answers to an old query are dropped. */
  generation: number;
  pageSize: number;
  /** Point-in-time id fixed by the first page of this query. */
  pit: string | null;
  /** `cursors[n]` fetches page n: '' for the first page, else the last sort value of page n-1. */
  cursors: string[];
  /** Loaded pages keyed by the cursor that fetched them. */
  pageCache: Record<string, T[]>;
  /** Pages asked for and not answered yet, by cursor. */
  pending: Record<string, true>;
  /** Set once the server said a page is the last one: nothing is fetched beyond it. */
  isLastPage: boolean;
  /** Total matching rows as of `pit`, from the newest answer; null before the first page. */
  total: number | null;
  /** The message of the last failed request, cleared by the next request. */
  error: string | null;
};

export type KeysetPaginationAction<T> =
  | { type: 'reset'; pageSize?: number }
  | { type: 'pageRequested'; generation: number; cursor: string }
  | { type: 'pageLoaded'; generation: number; cursor: string; page: KeysetPageResult<T> }
  | { type: 'pageFailed'; generation: number; cursor: string; message: string }
  | { type: 'pagesEvicted'; keep: readonly number[] }
  | { type: 'rowReplaced'; match: (row: T) => boolean; row: T };

export const FIRST_PAGE_CURSOR = '';

export function createKeysetPaginationState<T>(pageSize: number, generation = 0): KeysetPaginationState<T> {
  return {
    generation,
    pageSize,
    pit: null,
    cursors: [FIRST_PAGE_CURSOR],
    pageCache: {},
    pending: {},
    isLastPage: false,
    total: null,
    error: null,
  };
}

function without(record: Record<string, true>, key: string): Record<string, true> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export function keysetPaginationReducer<T>(
  state: KeysetPaginationState<T>,
  action: KeysetPaginationAction<T>,
): KeysetPaginationState<T> {
  switch (action.type) {
    case 'reset':
      return createKeysetPaginationState<T>(action.pageSize ?? state.pageSize, state.generation + 1);
    case 'pageRequested':
      if (action.generation !== state.generation || !state.cursors.includes(action.cursor)) return state;
      return { ...state, pending: { ...state.pending, [action.cursor]: true }, error: null };
    case 'pageFailed':
      if (action.generation !== state.generation) return state;
      return { ...state, pending: without(state.pending, action.cursor), error: action.message };
    case 'pageLoaded': {
      if (action.generation !== state.generation) return state;
      const index = state.cursors.indexOf(action.cursor);
      if (index === -1) return state;
      const { page } = action;
      let cursors = state.cursors;
      let isLastPage = state.isLastPage;
      if (index === cursors.length - 1) {
        // The newest page decides whether there is another one.
        if (page.isLastPage || page.nextCursor === null) isLastPage = true;
        else cursors = [...cursors, page.nextCursor];
      }
      return {
        ...state,
        pit: state.pit ?? page.pit,
        cursors,
        pageCache: { ...state.pageCache, [action.cursor]: page.items },
        pending: without(state.pending, action.cursor),
        isLastPage,
        total: page.total,
        error: null,
      };
    }
    case 'pagesEvicted': {
      const keep = new Set(action.keep.map((index) => state.cursors[index]));
      const pageCache: Record<string, T[]> = {};
      for (const [cursor, items] of Object.entries(state.pageCache)) if (keep.has(cursor)) pageCache[cursor] = items;
      return Object.keys(pageCache).length === Object.keys(state.pageCache).length ? state : { ...state, pageCache };
    }
    case 'rowReplaced': {
      const pageCache: Record<string, T[]> = {};
      for (const [cursor, items] of Object.entries(state.pageCache)) {
        pageCache[cursor] = items.map((row) => (action.match(row) ? action.row : row));
      }
      return { ...state, pageCache };
    }
  }
}

/** The query params of page n's request; the first page has neither pit nor cursor. */
export function pageRequestParams(
  state: KeysetPaginationState<unknown>,
  cursor: string,
): { limit: number; pit?: string; cursor?: string } {
  if (cursor === FIRST_PAGE_CURSOR) return { limit: state.pageSize };
  return { limit: state.pageSize, ...(state.pit ? { pit: state.pit } : {}), cursor };
}

/** How many rows the grid can lay out: every known page, plus one placeholder row while more may follow. */
export function knownRowCount(state: KeysetPaginationState<unknown>): number {
  const lastCursor = state.cursors[state.cursors.length - 1] as string;
  const lastPage = state.pageCache[lastCursor];
  const fullPages = state.cursors.length - 1;
  if (state.isLastPage) return fullPages * state.pageSize + (lastPage?.length ?? 0);
  return fullPages * state.pageSize + (lastPage?.length ?? 0) + 1;
}

/** The row at a grid index, or undefined while its page is not in the cache. */
export function rowAt<T>(state: KeysetPaginationState<T>, index: number): T | undefined {
  const cursor = state.cursors[Math.floor(index / state.pageSize)];
  if (cursor === undefined) return undefined;
  return state.pageCache[cursor]?.[index % state.pageSize];
}

/**
 * Cursors of the pages that the rows firstRow..lastRow need and that are neither cached nor pending.
 * Only pages whose cursor is known can be fetched, so scrolling past the loaded end asks for one page at a time.
 */
export function cursorsToFetch(state: KeysetPaginationState<unknown>, firstRow: number, lastRow: number): string[] {
  const first = Math.max(0, Math.floor(firstRow / state.pageSize));
  const last = Math.floor(Math.max(firstRow, lastRow) / state.pageSize);
  const wanted: string[] = [];
  for (let page = first; page <= last; page++) {
    const cursor = state.cursors[page];
    if (cursor === undefined) break;
    if (state.pageCache[cursor] || state.pending[cursor]) continue;
    wanted.push(cursor);
  }
  return wanted;
}

/** Page indexes worth keeping in memory: those around the visible rows. */
export function pagesNear(state: KeysetPaginationState<unknown>, firstRow: number, lastRow: number, margin: number) {
  const first = Math.max(0, Math.floor(firstRow / state.pageSize) - margin);
  const last = Math.min(state.cursors.length - 1, Math.floor(lastRow / state.pageSize) + margin);
  const pages: number[] = [];
  for (let page = first; page <= last; page++) pages.push(page);
  return pages;
}
