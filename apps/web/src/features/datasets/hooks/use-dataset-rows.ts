import type { DatasetRow } from '@assay/shared/contracts/datasets';
import type { KeysetPage } from '@assay/shared/contracts/keyset-page';
import { useCallback, useMemo } from 'react';
import { toRowsQuery, type RowsView } from '../fns/to-rows-query';
import { type KeysetRows, useKeysetRows } from './use-keyset-rows';

export type ListRowsPage = (query: Record<string, unknown>, signal: AbortSignal) => Promise<KeysetPage<DatasetRow>>;

/** Rows of a dataset or snapshot for the grid, for the given sort, search and filters. */
export function useRowsForView(listPage: ListRowsPage, sourceId: string, view: RowsView): KeysetRows<DatasetRow> {
  const query = useMemo(() => toRowsQuery(view), [view]);
  const fetchPage = useCallback(
    (params: Record<string, unknown>, signal: AbortSignal) => listPage({ ...query, ...params }, signal),
    [listPage, query],
  );
  return useKeysetRows(fetchPage, JSON.stringify([sourceId, query]));
}
