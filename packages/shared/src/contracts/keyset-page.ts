import { z } from 'zod';

/**
 * Keyset paging for large tables (dataset rows, spans), as SPEC section 3 describes it:
 * the first page fixes a point in time (`pit`) so rows inserted while someone is paging never shift pages;
 * each page returns a cursor (its last sort value + row id) that fetches the next one. Going back is the
 * client's job: it keeps the cursors it has seen ("previous values") and a page cache keyed by them.
 *
 * Column filters travel as query params `where[<column>]=<op>:<operand>` (see domain/filter-conditions.ts),
 * built with toQueryString so empty values and the strings 'undefined'/'null' are dropped.
 */
export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const KeysetPageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(500, 'Page size can be at most 500')
    .default(50),
  /** Point-in-time id returned by the first page; later pages send it back. */
  pit: z.string().max(200).optional(),
  /** Opaque cursor returned as `nextCursor` by the previous page. Absent for the first page. */
  cursor: z.string().max(2000).optional(),
  /** Column to sort by; each endpoint documents its default. */
  sort: z.string().max(200).optional(),
  order: SortOrderSchema.default('desc'),
  /** Full-text search over the row. */
  q: z.string().trim().max(500).optional(),
});
export type KeysetPageQuery = z.infer<typeof KeysetPageQuerySchema>;

export function keysetPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pit: z.string(),
    /** Pass as `cursor` to get the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    isLastPage: z.boolean(),
    /** Rows matching the filters as of `pit`. */
    total: z.number().int(),
  });
}

export type KeysetPage<T> = {
  items: T[];
  pit: string;
  nextCursor: string | null;
  isLastPage: boolean;
  total: number;
};
