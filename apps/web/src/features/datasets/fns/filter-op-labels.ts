import type { FilterOp } from '@assay/shared/domain/filter-conditions';

export const FILTER_OP_LABELS: Record<FilterOp, string> = {
  eq: 'equals',
  neq: 'does not equal',
  contains: 'contains',
  gt: 'is greater than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  empty: 'is empty',
  notEmpty: 'is not empty',
};
