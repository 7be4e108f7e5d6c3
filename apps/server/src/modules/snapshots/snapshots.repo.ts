import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../db/escape-like';
import { users } from '../../db/schema';
import { datasets, datasetSnapshots } from '../../db/schema-datasets';
import type { RawRow } from '../datasets/row-query';

export type SnapshotRecord = typeof datasetSnapshots.$inferSelect & {
  datasetName: string;
  createdByName: string | null;
};

async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const seenBy = (alias: string, version: number) =>
  sql.raw(
    `${alias}.valid_from <= ${Number(version)} and (${alias}.valid_to is null or ${alias}.valid_to > ${Number(version)})`,
  );

const selection = { snapshot: datasetSnapshots, datasetName: datasets.name, createdByName: users.fullName };

export function createSnapshotsRepo(db: Db) {
  const toRecord = (r: {
    snapshot: typeof datasetSnapshots.$inferSelect;
    datasetName: string;
    createdByName: string | null;
  }): SnapshotRecord => ({ ...r.snapshot, datasetName: r.datasetName, createdByName: r.createdByName });

  return {
    async list(
      projectId: string,
      opts: { datasetId?: string | undefined; search?: string | undefined; page: number; size: number },
    ) {
      const where = and(
        eq(datasetSnapshots.projectId, projectId),
        opts.datasetId ? eq(datasetSnapshots.datasetId, opts.datasetId) : undefined,
        opts.search ? ilike(datasetSnapshots.name, `%${escapeLike(opts.search)}%`) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select(selection)
          .from(datasetSnapshots)
          .innerJoin(datasets, eq(datasets.id, datasetSnapshots.datasetId))
          .leftJoin(users, eq(users.id, datasetSnapshots.createdBy))
          .where(where)
          .orderBy(desc(datasetSnapshots.createdAt), desc(datasetSnapshots.id))
          .limit(opts.size)
          .offset(opts.page * opts.size),
        db.select({ n: count() }).from(datasetSnapshots).where(where),
      ]);
      return { rows: rows.map(toRecord), total: totals[0]?.n ?? 0 };
    },

    async find(projectId: string, id: string): Promise<SnapshotRecord | null> {
      const [row] = await db
        .select(selection)
        .from(datasetSnapshots)
        .innerJoin(datasets, eq(datasets.id, datasetSnapshots.datasetId))
        .leftJoin(users, eq(users.id, datasetSnapshots.createdBy))
        .where(and(eq(datasetSnapshots.projectId, projectId), eq(datasetSnapshots.id, id)))
        .limit(1);
      return row ? toRecord(row) : null;
    },

    async latestFor(datasetId: string) {
      const [row] = await db
        .select()
        .from(datasetSnapshots)
        .where(eq(datasetSnapshots.datasetId, datasetId))
        .orderBy(desc(datasetSnapshots.version))
        .limit(1);
      return row ?? null;
    },

    /**
     * Freezes the dataset as it is: records its version, columns and counts, then moves live edits to the next
     * version. No row is copied.
     */
    async create(input: {
      projectId: string;
      datasetId: string;
      name: string;
      description: string | null;
      createdBy: string | null;
    }): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [ds] = await rowsOf<{ version: number; columns: unknown; row_count: number; max_key: string }>(
          tx,
          sql`select version, columns, row_count, (next_row_key - 1)::text as max_key from datasets
              where id = ${input.datasetId} and project_id = ${input.projectId} for update`,
        );
        if (!ds) return null;
        const [snap] = await tx
          .insert(datasetSnapshots)
          .values({
            projectId: input.projectId,
            datasetId: input.datasetId,
            name: input.name,
            description: input.description,
            version: ds.version,
            columns: ds.columns as never,
            rowCount: ds.row_count,
            maxRowKey: Number(ds.max_key),
            createdBy: input.createdBy,
          })
          .returning({ id: datasetSnapshots.id });
        await tx.execute(
          sql`update datasets set version = version + 1, snapshot_version = ${ds.version} where id = ${input.datasetId}`,
        );
        return snap?.id ?? null;
      });
    },

    /** Removes the snapshot and the row versions only it still kept. */
    async delete(snapshotId: string, datasetId: string) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from datasets where id = ${datasetId} for update`);
        await tx.delete(datasetSnapshots).where(eq(datasetSnapshots.id, snapshotId));
        await tx.execute(sql`update datasets set snapshot_version =
            coalesce((select max(version) from dataset_snapshots where dataset_id = ${datasetId}), 0)
            where id = ${datasetId}`);
        await tx.execute(sql`delete from dataset_rows r where r.dataset_id = ${datasetId} and r.valid_to is not null
            and not exists (select 1 from dataset_snapshots s where s.dataset_id = r.dataset_id
              and s.version >= r.valid_from and s.version < r.valid_to)`);
      });
    },

    /** Whether any row changed since the snapshot at `version` (added, edited or deleted rows). */
    async hasRowChangesSince(datasetId: string, version: number): Promise<boolean> {
      const [row] = await rowsOf<{ changed: boolean }>(
        db,
        sql`select exists (select 1 from dataset_rows r where r.dataset_id = ${datasetId}
              and (r.valid_from > ${version} or r.valid_to > ${version})) as changed`,
      );
      return Boolean(row?.changed);
    },

    /** Row versions stored for a dataset, live and kept for snapshots (to show that snapshots share rows). */
    async storedVersions(datasetId: string) {
      const [row] = await rowsOf<{ total: number; live: number }>(
        db,
        sql`select count(*)::int as total, (count(*) filter (where valid_to is null))::int as live
            from dataset_rows where dataset_id = ${datasetId}`,
      );
      return row ?? { total: 0, live: 0 };
    },

    async diffCounts(datasetId: string, fromVersion: number, toVersion: number, keys: string[]) {
      const [row] = await rowsOf<{ added: number; removed: number; changed: number }>(
        db,
        sql`with a as (select row_key, valid_from, "values" from dataset_rows r where r.dataset_id = ${datasetId} and ${seenBy('r', fromVersion)}),
                 b as (select row_key, valid_from, "values" from dataset_rows r where r.dataset_id = ${datasetId} and ${seenBy('r', toVersion)})
            select
              (select count(*)::int from b where not exists (select 1 from a where a.row_key = b.row_key)) as added,
              (select count(*)::int from a where not exists (select 1 from b where b.row_key = a.row_key)) as removed,
              (select count(*)::int from a join b on a.row_key = b.row_key
                 where a.valid_from <> b.valid_from and ${changedSql(keys)}) as changed`,
      );
      return row ?? { added: 0, removed: 0, changed: 0 };
    },

    async diffRows(
      datasetId: string,
      fromVersion: number,
      toVersion: number,
      keys: string[],
      kind: 'added' | 'removed' | 'changed',
      limit: number,
    ) {
      const a = sql`(select row_key, valid_from, "values", created_at, updated_at from dataset_rows r where r.dataset_id = ${datasetId} and ${seenBy('r', fromVersion)})`;
      const b = sql`(select row_key, valid_from, "values", created_at, updated_at from dataset_rows r where r.dataset_id = ${datasetId} and ${seenBy('r', toVersion)})`;
      if (kind === 'changed') {
        return rowsOf<{ id: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
          db,
          sql`select a.row_key::text as id, a."values" as before, b."values" as after
              from ${a} a join ${b} b on a.row_key = b.row_key
              where a.valid_from <> b.valid_from and ${changedSql(keys)}
              order by a.row_key limit ${limit}`,
        );
      }
      const [x, y] = kind === 'added' ? [b, a] : [a, b];
      return rowsOf<RawRow>(
        db,
        sql`select x.row_key::text as id, x."values", x.created_at, x.updated_at, null as sort_value
            from ${x} x where not exists (select 1 from ${y} y where y.row_key = x.row_key)
            order by x.row_key limit ${limit}`,
      );
    },

    /** Copies the rows a snapshot sees into a new dataset (one INSERT ... SELECT inside the database). */
    async copyRowsInto(sourceDatasetId: string, version: number, targetDatasetId: string) {
      await db.execute(sql`insert into dataset_rows (dataset_id, row_key, valid_from, "values", created_at, updated_at)
          select ${targetDatasetId}::uuid, r.row_key, 1, r."values", r.created_at, r.updated_at
          from dataset_rows r where r.dataset_id = ${sourceDatasetId} and ${seenBy('r', version)}`);
    },
  };
}

/** Values differ on any of the compared column keys. */
function changedSql(keys: string[]): SQL {
  if (keys.length === 0) return sql`false`;
  return sql`(${sql.join(
    keys.map((k) => sql`(a."values" -> ${k}) is distinct from (b."values" -> ${k})`),
    sql` or `,
  )})`;
}

export type SnapshotsRepo = ReturnType<typeof createSnapshotsRepo>;
