import { and, arrayContains, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../db/escape-like';
import { users } from '../../db/schema';
import { datasetRows, datasets, datasetSnapshots, datasetUploads, type StoredColumn } from '../../db/schema-datasets';
import { afterCursorSql, orderBySql, sortValueSql, type RawRow, type RowQuery } from './row-query';

export type { RawRow } from './row-query';

export type DatasetRecord = typeof datasets.$inferSelect & { createdByName: string | null };
export type UploadRecord = typeof datasetUploads.$inferSelect;

type Executor = Pick<Db, 'execute'>;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const datasetColumns = {
  dataset: datasets,
  createdByName: users.fullName,
};

export function createDatasetsRepo(db: Db) {
  const toRecord = (r: { dataset: typeof datasets.$inferSelect; createdByName: string | null }): DatasetRecord => ({
    ...r.dataset,
    createdByName: r.createdByName,
  });

  return {
    db,

    async list(
      projectId: string,
      opts: {
        search?: string | undefined;
        tag?: string | undefined;
        kind?: 'dataset' | 'prediction' | undefined;
        includeDisabled: boolean;
        page: number;
        size: number;
      },
    ) {
      const where = and(
        eq(datasets.projectId, projectId),
        opts.search ? ilike(datasets.name, `%${escapeLike(opts.search)}%`) : undefined,
        opts.tag ? arrayContains(datasets.tags, [opts.tag]) : undefined,
        opts.kind ? eq(datasets.kind, opts.kind) : undefined,
        opts.includeDisabled ? undefined : eq(datasets.isDisabled, false),
      );
      const [rows, totals] = await Promise.all([
        db
          .select(datasetColumns)
          .from(datasets)
          .leftJoin(users, eq(users.id, datasets.createdBy))
          .where(where)
          .orderBy(desc(datasets.createdAt), desc(datasets.id))
          .limit(opts.size)
          .offset(opts.page * opts.size),
        db.select({ n: count() }).from(datasets).where(where),
      ]);
      return { rows: rows.map(toRecord), total: totals[0]?.n ?? 0 };
    },

    async find(projectId: string, id: string): Promise<DatasetRecord | null> {
      const [row] = await db
        .select(datasetColumns)
        .from(datasets)
        .leftJoin(users, eq(users.id, datasets.createdBy))
        .where(and(eq(datasets.projectId, projectId), eq(datasets.id, id)))
        .limit(1);
      return row ? toRecord(row) : null;
    },

    async findById(id: string) {
      const [row] = await db.select().from(datasets).where(eq(datasets.id, id)).limit(1);
      return row ?? null;
    },

    async insert(row: typeof datasets.$inferInsert) {
      const [inserted] = await db.insert(datasets).values(row).returning();
      if (!inserted) throw new Error('dataset insert returned nothing');
      return inserted;
    },

    async update(id: string, patch: Partial<typeof datasets.$inferInsert>) {
      await db
        .update(datasets)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(datasets.id, id));
    },

    async delete(id: string) {
      // Rows first in one statement, so the cascade does not hold a lock per row on the dataset.
      await db.delete(datasetRows).where(eq(datasetRows.datasetId, id));
      await db.delete(datasets).where(eq(datasets.id, id));
    },

    /** Fresh planner statistics after a bulk load, so pages use the (dataset_id, row_key) index at once. */
    async analyzeRows() {
      await db.execute(sql`analyze dataset_rows`);
    },

    async deleteAllRows(datasetId: string) {
      await db.delete(datasetRows).where(eq(datasetRows.datasetId, datasetId));
    },

    /**
     * Writes rows of a dataset that is still importing (invisible until marked ready), given as the JSON text of
     * each row's values. They travel as one newline-separated text (JSON text holds no raw newline), each row
     * parsed once by the database: faster than a jsonb array split into elements.
     */
    async insertImportBatch(datasetId: string, firstRowKey: number, rows: readonly string[]) {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into dataset_rows (dataset_id, row_key, valid_from, "values")
        select ${datasetId}::uuid, ${firstRowKey}::bigint + t.ord - 1, 1, t.elem::jsonb
        from string_to_table(${rows.join('\n')}::text, E'\n') with ordinality as t(elem, ord)`);
    },

    /**
     * Appends live rows: reserves their ids on the dataset row (which serialises appends per dataset) and
     * inserts them in one statement. Columns are updated in the same transaction when new ones appeared.
     */
    async appendRows(
      datasetId: string,
      values: Array<Record<string, unknown>>,
      columns?: { columns: StoredColumn[]; columnSeq: number },
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        const [reserved] = await rowsOf<{ first: string; version: number }>(
          tx,
          sql`update datasets set next_row_key = next_row_key + ${values.length}, row_count = row_count + ${values.length},
                revision = revision + 1, updated_at = now()
                ${columns ? sql`, columns = ${JSON.stringify(columns.columns)}::jsonb, column_seq = ${columns.columnSeq}` : sql``}
              where id = ${datasetId} returning (next_row_key - ${values.length})::text as first, version`,
        );
        if (!reserved) throw new Error('dataset vanished while appending');
        const first = Number(reserved.first);
        await tx.execute(sql`
          insert into dataset_rows (dataset_id, row_key, valid_from, "values")
          select ${datasetId}::uuid, ${first}::bigint + t.ord - 1, ${reserved.version}, t.elem
          from jsonb_array_elements(${JSON.stringify(values)}::jsonb) with ordinality as t(elem, ord)`);
        return values.map((_, i) => String(first + i));
      });
    },

    async pageRows(datasetId: string, pit: number, q: RowQuery, limit: number): Promise<RawRow[]> {
      const after = afterCursorSql(q);
      return rowsOf<RawRow>(
        db,
        sql`select r.row_key::text as id, r."values", r.created_at, r.updated_at, ${sortValueSql(q.sort)} as sort_value
            from dataset_rows r
            where r.dataset_id = ${datasetId} and ${q.visibility} and r.row_key <= ${pit}
              ${sql.join(
                q.filters.map((f) => sql` and ${f}`),
                sql``,
              )}
              ${after ? sql` and ${after}` : sql``}
            order by ${orderBySql(q)}
            limit ${limit}`,
      );
    },

    /** Every matching row in page order, in batches (for exports): calls `onBatch` until done. */
    async forEachRow(
      datasetId: string,
      pit: number,
      q: RowQuery,
      onBatch: (rows: RawRow[]) => Promise<void>,
      batchSize = 2000,
    ) {
      let cursor = q.cursor;
      for (;;) {
        const rows = await this.pageRows(datasetId, pit, { ...q, cursor }, batchSize);
        if (rows.length === 0) return;
        await onBatch(rows);
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        cursor = { sort: q.sortName, order: q.order, value: last.sort_value, rowId: last.id };
      }
    },

    async countRows(datasetId: string, pit: number, q: Pick<RowQuery, 'visibility' | 'filters'>): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from dataset_rows r
            where r.dataset_id = ${datasetId} and ${q.visibility} and r.row_key <= ${pit}
            ${sql.join(
              q.filters.map((f) => sql` and ${f}`),
              sql``,
            )}`,
      );
      return row?.n ?? 0;
    },

    /** Live rows added after `pit` (an index range scan). */
    async countLiveAfter(datasetId: string, pit: number): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from dataset_rows r
            where r.dataset_id = ${datasetId} and r.row_key > ${pit} and r.valid_to is null`,
      );
      return row?.n ?? 0;
    },

    async findLiveRow(datasetId: string, rowKey: string): Promise<RawRow | null> {
      const [row] = await rowsOf<RawRow>(
        db,
        sql`select r.row_key::text as id, r."values", r.created_at, r.updated_at, null as sort_value
            from dataset_rows r where r.dataset_id = ${datasetId} and r.row_key = ${rowKey}::bigint and r.valid_to is null`,
      );
      return row ?? null;
    },

    /**
     * Changes one live row. When a snapshot still sees its current version, that version is closed and a new
     * one written (copy on write); otherwise the row is updated in place.
     */
    async updateRow(
      datasetId: string,
      rowKey: string,
      merge: (old: Record<string, unknown>) => Record<string, unknown>,
    ) {
      return db.transaction(async (tx) => {
        const [ds] = await rowsOf<{ version: number; snapshot_version: number }>(
          tx,
          sql`update datasets set revision = revision + 1, updated_at = now() where id = ${datasetId}
              returning version, snapshot_version`,
        );
        if (!ds) return null;
        const [current] = await rowsOf<{ valid_from: number; values: Record<string, unknown>; created_at: Date }>(
          tx,
          sql`select valid_from, "values", created_at from dataset_rows
              where dataset_id = ${datasetId} and row_key = ${rowKey}::bigint and valid_to is null for update`,
        );
        if (!current) return null;
        const next = JSON.stringify(merge(current.values));
        if (current.valid_from <= ds.snapshot_version) {
          await tx.execute(sql`update dataset_rows set valid_to = ${ds.version}
              where dataset_id = ${datasetId} and row_key = ${rowKey}::bigint and valid_from = ${current.valid_from}`);
          await tx.execute(sql`insert into dataset_rows (dataset_id, row_key, valid_from, "values", created_at)
              values (${datasetId}, ${rowKey}::bigint, ${ds.version}, ${next}::jsonb, ${current.created_at})`);
        } else {
          await tx.execute(sql`update dataset_rows set "values" = ${next}::jsonb, updated_at = now()
              where dataset_id = ${datasetId} and row_key = ${rowKey}::bigint and valid_from = ${current.valid_from}`);
        }
        const [row] = await rowsOf<RawRow>(
          tx,
          sql`select r.row_key::text as id, r."values", r.created_at, r.updated_at, null as sort_value
              from dataset_rows r where r.dataset_id = ${datasetId} and r.row_key = ${rowKey}::bigint and r.valid_to is null`,
        );
        return row ?? null;
      });
    },

    /** Deletes live rows: versions a snapshot sees are closed, the others removed. Returns how many went. */
    async deleteRows(datasetId: string, rowKeys: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [ds] = await rowsOf<{ version: number; snapshot_version: number }>(
          tx,
          sql`select version, snapshot_version from datasets where id = ${datasetId} for update`,
        );
        if (!ds) return 0;
        const keys = sql`(${sql.join(
          rowKeys.map((k) => sql`${k}::bigint`),
          sql`, `,
        )})`;
        const closed = await rowsOf<{ k: string }>(
          tx,
          sql`update dataset_rows set valid_to = ${ds.version}
              where dataset_id = ${datasetId} and row_key in ${keys} and valid_to is null and valid_from <= ${ds.snapshot_version}
              returning row_key::text as k`,
        );
        const removed = await rowsOf<{ k: string }>(
          tx,
          sql`delete from dataset_rows
              where dataset_id = ${datasetId} and row_key in ${keys} and valid_to is null and valid_from > ${ds.snapshot_version}
              returning row_key::text as k`,
        );
        const n = closed.length + removed.length;
        await tx.execute(sql`update datasets set row_count = row_count - ${n}, revision = revision + 1, updated_at = now()
            where id = ${datasetId}`);
        return n;
      });
    },

    /**
     * Gives every live row a value for a new column key. No snapshot has this key, so rows are updated in
     * place even when snapshots share them.
     */
    async setColumnValue(datasetId: string, key: string, value: unknown) {
      await db.execute(sql`update dataset_rows set "values" = "values" || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)
          where dataset_id = ${datasetId} and valid_to is null`);
    },

    // ---- uploads ----

    async insertUpload(row: typeof datasetUploads.$inferInsert): Promise<UploadRecord> {
      const [inserted] = await db.insert(datasetUploads).values(row).returning();
      if (!inserted) throw new Error('upload insert returned nothing');
      return inserted;
    },
    async findUpload(id: string): Promise<UploadRecord | null> {
      const [row] = await db.select().from(datasetUploads).where(eq(datasetUploads.id, id)).limit(1);
      return row ?? null;
    },
    async markUploadReceived(id: string, size: number) {
      await db.update(datasetUploads).set({ receivedSize: size }).where(eq(datasetUploads.id, id));
    },

    /** Whether some snapshot of the dataset exists (deleting a dataset removes them too). */
    async countSnapshots(datasetId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(datasetSnapshots)
        .where(eq(datasetSnapshots.datasetId, datasetId));
      return row?.n ?? 0;
    },
  };
}

export type DatasetsRepo = ReturnType<typeof createDatasetsRepo>;
