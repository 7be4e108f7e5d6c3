import { toQueryString } from '@assay/shared/domain/to-query-string';
import { describe, expect, it } from 'vitest';
import { EMPTY_ROWS_VIEW, toRowsQuery } from './to-rows-query';

describe('toRowsQuery', () => {
  it('an untouched view sends no sort, search or filter', () => {
    expect(toQueryString(toRowsQuery(EMPTY_ROWS_VIEW))).toBe('');
  });

  it('sort, search and filters become sort/order, q and where[column]=op:value', () => {
    const query = toRowsQuery({
      sort: { column: 'score', order: 'desc' },
      search: ' refund ',
      filters: [
        { column: 'score', op: 'gte', value: '3' },
        { column: 'label', op: 'empty', value: '' },
        { column: 'label', op: 'eq', value: '' },
      ],
    });
    expect(toQueryString(query)).toBe(
      '?sort=score&order=desc&q=refund&where%5Bscore%5D=gte%3A3&where%5Blabel%5D=empty',
    );
  });
});
