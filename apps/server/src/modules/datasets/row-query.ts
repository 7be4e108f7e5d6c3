import type { DatasetColumnType } from '@assay/shared/contracts/datasets';
import type { FilterCondition } from '@assay/shared/domain/filter-conditions';
import { looksLikeNumber } from '@assay/shared/domain/dataset-values';
import { decodeRowCursor, type RowCursor } from '@assay/shared/domain/dataset-cursor';
import { sql, type SQL } from 'drizzle-orm';
import { invalid } from '../../http/app-error';
import { escapeLike } from '../../db/escape-like';
import type { StoredColumn } from '../../db/schema-datasets';

/**
 * SQL pieces for reading dataset rows: which row versions are visible (live, or as a snapshot saw them),
 * where[...] filters, full-text search, sort and the keyset condition of a cursor. Row values are keyed by
 * stable column keys; people name columns, so every name is resolved here.
 */

/** A row as read from dataset_rows: values keyed by column key. */
export type RawRow = {
  id: string;
  values: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  sort_value: string | null;
};

export type Visibility = { kind: 'live' } | { kind: 'snapshot'; version: number };

export type SortSpec =
  | { kind: 'id' }
  | { kind: 'createdAt' | 'updatedAt' }
  | { kind: 'column'; key: string; type: DatasetColumnType; name: string };

export type RowQuery = {
  visibility: SQL;
  filters: SQL[];
  sort: SortSpec;
  sortName: string;
  order: 'asc' | 'desc';
  cursor: RowCursor | null;
  /** Stable text of sort-independent filters and search, for the count cache. */
  filterKey: string;
};

export function visibilitySql(v: Visibility): SQL {
  return v.kind === 'live'
    ? sql`r.valid_to is null`
    : sql`r.valid_from <= ${v.version} and (r.valid_to is null or r.valid_to > ${v.version})`;
}

const NUMERIC_TEXT = '^\\s*[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$';

/** A column as text (JSON strings unquoted, numbers and booleans as written, objects as JSON). */
const textOf = (key: string) => sql`(r."values" ->> ${key})`;

/** A column as a number when it holds one (or numeric text), else null: stored values are never rewritten. */
const numberOf = (key: string) =>
  sql`(case when jsonb_typeof(r."values" -> ${key}) = 'number' then (r."values" ->> ${key})::numeric when jsonb_typeof(r."values" -> ${key}) = 'string' and (r."values" ->> ${key}) ~ ${NUMERIC_TEXT} then (r."values" ->> ${key})::numeric end)`;

function columnByName(columns: readonly StoredColumn[], name: string): StoredColumn | undefined {
  return columns.find((c) => c.name === name);
}

function filterSql(c: FilterCondition, column: StoredColumn, errors: Record<string, string[]>): SQL | null {
  const field = `where[${c.column}]`;
  const isNumber = column.type === 'number';
  const text = textOf(column.key);
  switch (c.op) {
    case 'empty':
      return sql`coalesce(${text}, '') = ''`;
    case 'notEmpty':
      return sql`coalesce(${text}, '') <> ''`;
    case 'contains':
      return sql`${text} ilike ${`%${escapeLike(c.value)}%`}`;
    case 'eq':
    case 'neq': {
      const match =
        isNumber && looksLikeNumber(c.value)
          ? sql`${numberOf(column.key)} = ${c.value}::numeric`
          : sql`${text} = ${c.value}`;
      return c.op === 'eq' ? match : sql`not coalesce(${match}, false)`;
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const op = sql.raw({ gt: '>', gte: '>=', lt: '<', lte: '<=' }[c.op]);
      if (isNumber) {
        if (!looksLikeNumber(c.value)) {
          (errors[field] ??= []).push(`"${c.value}" is not a number; ${c.column} holds numbers`);
          return null;
        }
        return sql`${numberOf(column.key)} ${op} ${c.value}::numeric`;
      }
      return sql`${text} ${op} ${c.value}`;
    }
  }
}

function sortExpr(sort: SortSpec): SQL {
  switch (sort.kind) {
    case 'id':
      return sql`r.row_key`;
    case 'createdAt':
      return sql`r.created_at`;
    case 'updatedAt':
      return sql`r.updated_at`;
    case 'column':
      return sort.type === 'number' ? numberOf(sort.key) : textOf(sort.key);
  }
}

/** The cursor's value back in the sort column's SQL type. */
function typedValue(sort: SortSpec, value: string): SQL {
  if (sort.kind === 'createdAt' || sort.kind === 'updatedAt') return sql`${value}::timestamptz`;
  if (sort.kind === 'column' && sort.type === 'number') return sql`${value}::numeric`;
  return sql`${value}`;
}

/** The sort value of a row as text (carried in the next cursor). */
export function sortValueSql(sort: SortSpec): SQL {
  return sort.kind === 'id' ? sql`null::text` : sql`(${sortExpr(sort)})::text`;
}

export function orderBySql(q: Pick<RowQuery, 'sort' | 'order'>): SQL {
  if (q.sort.kind === 'id') return q.order === 'asc' ? sql`r.row_key asc` : sql`r.row_key desc`;
  const e = sortExpr(q.sort);
  return q.order === 'asc' ? sql`${e} asc nulls last, r.row_key asc` : sql`${e} desc nulls first, r.row_key desc`;
}

/** Rows strictly after the cursor in the page order. */
export function afterCursorSql(q: Pick<RowQuery, 'sort' | 'order' | 'cursor'>): SQL | null {
  const c = q.cursor;
  if (!c) return null;
  const k = sql`${c.rowId}::bigint`;
  if (q.sort.kind === 'id') return q.order === 'asc' ? sql`r.row_key > ${k}` : sql`r.row_key < ${k}`;
  const e = sortExpr(q.sort);
  if (q.order === 'asc') {
    if (c.value === null) return sql`(${e} is null and r.row_key > ${k})`;
    const v = typedValue(q.sort, c.value);
    return sql`(${e} > ${v} or (${e} = ${v} and r.row_key > ${k}) or ${e} is null)`;
  }
  if (c.value === null) return sql`((${e} is null and r.row_key < ${k}) or ${e} is not null)`;
  const v = typedValue(q.sort, c.value);
  return sql`(${e} < ${v} or (${e} = ${v} and r.row_key < ${k}))`;
}

/**
 * Turns the request's sort, q, where[...] and cursor into SQL, or a 400 naming each bad part.
 * `columns` are the columns people see (live, or the snapshot's).
 */
export function buildRowQuery(
  columns: readonly StoredColumn[],
  visibility: Visibility,
  input: {
    sort?: string | undefined;
    order: 'asc' | 'desc';
    q?: string | undefined;
    cursor?: string | undefined;
    conditions: FilterCondition[];
    whereErrors: Record<string, string[]>;
  },
): RowQuery {
  const errors: Record<string, string[]> = { ...input.whereErrors };
  const filters: SQL[] = [];
  const keyParts: string[] = [];
  for (const c of input.conditions) {
    const column = columnByName(columns, c.column);
    if (!column) {
      (errors[`where[${c.column}]`] ??= []).push(`There is no column named "${c.column}"`);
      continue;
    }
    const f = filterSql(c, column, errors);
    if (f) {
      filters.push(f);
      keyParts.push(JSON.stringify([column.key, c.op, c.value]));
    }
  }
  if (input.q) {
    const keys = columns.map((c) => sql`${c.key}`);
    const pattern = `%${escapeLike(input.q)}%`;
    filters.push(
      keys.length === 0
        ? sql`false`
        : sql`exists (select 1 from jsonb_each_text(r."values") kv where kv.key in (${sql.join(keys, sql`, `)}) and kv.value ilike ${pattern})`,
    );
    keyParts.push(JSON.stringify(['q', input.q.toLowerCase(), columns.map((c) => c.key)]));
  }

  const sortName = input.sort ?? 'id';
  let sort: SortSpec = { kind: 'id' };
  if (sortName === 'createdAt' || sortName === 'updatedAt') sort = { kind: sortName };
  else if (sortName !== 'id') {
    const column = columnByName(columns, sortName);
    if (!column) (errors.sort ??= []).push(`Cannot sort by "${sortName}": no such column`);
    else sort = { kind: 'column', key: column.key, type: column.type as DatasetColumnType, name: column.name };
  }

  let cursor: RowCursor | null = null;
  if (input.cursor) {
    cursor = decodeRowCursor(input.cursor);
    if (!cursor) (errors.cursor ??= []).push('This cursor is not valid; start again from the first page');
    else if (cursor.sort !== sortName || cursor.order !== input.order)
      (errors.cursor ??= []).push('This cursor belongs to another sort order; start again from the first page');
  }

  if (Object.keys(errors).length > 0) throw invalid('Some filters or paging values are not valid', errors);
  keyParts.sort();
  return {
    visibility: visibilitySql(visibility),
    filters,
    sort,
    sortName,
    order: input.order,
    cursor,
    filterKey: keyParts.join('&'),
  };
}
