import type { SortOrder } from '@assay/shared/contracts/keyset-page';
import { type FilterCondition, toWhereParams } from '@assay/shared/domain/filter-conditions';

export type RowsView = {
  sort: { column: string; order: SortOrder } | null;
  search: string;
  filters: FilterCondition[];
};

export const EMPTY_ROWS_VIEW: RowsView = { sort: null, search: '', filters: [] };

/**
 * The filter object of a rows request (before paging params); toQueryString then drops empty values and
 * the strings undefined and null, so an unset search or sort never reaches the server.
 */
export function toRowsQuery(view: RowsView): Record<string, unknown> {
  return {
    sort: view.sort?.column,
    order: view.sort?.order,
    q: view.search.trim(),
    ...toWhereParams(view.filters),
  };
}
