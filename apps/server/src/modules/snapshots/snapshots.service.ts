import type { Dataset, DatasetColumnType, DatasetRowsPage } from '@assay/shared/contracts/datasets';
import type { Page } from '@assay/shared/contracts/envelope';
import type {
  CreateSnapshotRequest,
  ListSnapshotsQuery,
  Snapshot,
  SnapshotDiff,
  SnapshotDiffQuery,
} from '@assay/shared/contracts/snapshots';
import { safeCsvFileName } from '@assay/shared/domain/csv-format';
import type { StoredColumn } from '../../db/schema-datasets';
import { invalid, notFound } from '../../http/app-error';
import { toPage } from '../../http/to-page';
import { toRow, type DatasetsService, type RowsQueryInput } from '../datasets/datasets.service';
import type { SnapshotRecord, SnapshotsRepo } from './snapshots.repo';

function toSnapshot(r: SnapshotRecord): Snapshot {
  return {
    id: r.id,
    datasetId: r.datasetId,
    datasetName: r.datasetName,
    name: r.name,
    description: r.description,
    columns: r.columns.map((c) => ({
      name: c.name,
      role: c.role as Snapshot['columns'][number]['role'],
      type: c.type as DatasetColumnType,
    })),
    rowCount: r.rowCount,
    createdBy: r.createdBy,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Values keyed by column name for the given columns. */
function named(values: Record<string, unknown>, columns: readonly StoredColumn[]) {
  return Object.fromEntries(columns.map((c) => [c.name, values[c.key] ?? null]));
}

export function createSnapshotsService(deps: { repo: SnapshotsRepo; datasets: DatasetsService }) {
  const { repo, datasets } = deps;

  async function getRecord(projectId: string, id: string) {
    const s = await repo.find(projectId, id);
    if (!s) throw notFound('No such snapshot in this project');
    return s;
  }

  const service = {
    async create(projectId: string, actorId: string | null, input: CreateSnapshotRequest): Promise<Snapshot> {
      await datasets.getReady(projectId, input.datasetId);
      const id = await repo.create({
        projectId,
        datasetId: input.datasetId,
        name: input.name,
        description: input.description ?? null,
        createdBy: actorId,
      });
      if (!id) throw notFound('No such dataset in this project');
      return service.get(projectId, id);
    },

    /**
     * The snapshot an evaluation of this dataset should record: the latest one when nothing changed since,
     * else a new one named `name`.
     */
    async resolveSnapshotId(
      projectId: string,
      datasetId: string,
      actorId: string | null,
      name = 'Evaluation snapshot',
    ): Promise<string> {
      const ds = await datasets.getReady(projectId, datasetId);
      const latest = await repo.latestFor(ds.id);
      if (
        latest &&
        JSON.stringify(latest.columns) === JSON.stringify(ds.columns) &&
        !(await repo.hasRowChangesSince(ds.id, latest.version))
      )
        return latest.id;
      return (await service.create(projectId, actorId, { datasetId, name })).id;
    },

    async list(projectId: string, query: ListSnapshotsQuery): Promise<Page<Snapshot>> {
      const { rows, total } = await repo.list(projectId, query);
      return toPage(rows.map(toSnapshot), total, query.page, query.size);
    },

    async get(projectId: string, id: string): Promise<Snapshot> {
      return toSnapshot(await getRecord(projectId, id));
    },

    async rowsPage(projectId: string, id: string, query: RowsQueryInput): Promise<DatasetRowsPage> {
      const s = await getRecord(projectId, id);
      return datasets.readPage(
        s.datasetId,
        s.columns,
        { kind: 'snapshot', version: s.version },
        { currentPit: s.maxRowKey, revisionKey: `s${s.version}`, cheapTotal: async () => s.rowCount },
        query,
      );
    },

    async exportCsv(
      projectId: string,
      id: string,
      query: Record<string, unknown> & {
        sort?: string | undefined;
        order: 'asc' | 'desc';
        q?: string | undefined;
        fileName?: string | undefined;
      },
    ) {
      const s = await getRecord(projectId, id);
      return {
        fileName: safeCsvFileName(query.fileName || `${s.datasetName} - ${s.name}`),
        stream: datasets.csvStream(
          s.datasetId,
          s.columns,
          { kind: 'snapshot', version: s.version },
          s.maxRowKey,
          query,
        ),
      };
    },

    async diff(projectId: string, query: SnapshotDiffQuery): Promise<SnapshotDiff> {
      const [from, to] = await Promise.all([getRecord(projectId, query.from), getRecord(projectId, query.to)]);
      if (from.datasetId !== to.datasetId)
        throw invalid('Both snapshots must be of the same dataset', { to: ['Pick a snapshot of the same dataset'] });
      const fromKeys = new Map(from.columns.map((c) => [c.key, c]));
      const toKeys = new Map(to.columns.map((c) => [c.key, c]));
      const shared = [...fromKeys.keys()].filter((k) => toKeys.has(k));
      const [counts, added, removed, changed] = await Promise.all([
        repo.diffCounts(from.datasetId, from.version, to.version, shared),
        repo.diffRows(from.datasetId, from.version, to.version, shared, 'added', query.limit),
        repo.diffRows(from.datasetId, from.version, to.version, shared, 'removed', query.limit),
        repo.diffRows(from.datasetId, from.version, to.version, shared, 'changed', query.limit) as Promise<
          Array<{ id: string; before: Record<string, unknown>; after: Record<string, unknown> }>
        >,
      ]);
      return {
        from: from.id,
        to: to.id,
        counts,
        added: (added as Parameters<typeof toRow>[0][]).map((r) => toRow(r, to.columns)),
        removed: (removed as Parameters<typeof toRow>[0][]).map((r) => toRow(r, from.columns)),
        changed: changed.map((c) => ({
          id: c.id,
          before: named(c.before, from.columns),
          after: named(c.after, to.columns),
        })),
        columns: {
          added: to.columns.filter((c) => !fromKeys.has(c.key)).map((c) => c.name),
          removed: from.columns.filter((c) => !toKeys.has(c.key)).map((c) => c.name),
          changed: to.columns
            .filter((c) => {
              const before = fromKeys.get(c.key);
              return before && (before.name !== c.name || before.type !== c.type || before.role !== c.role);
            })
            .map((c) => c.name),
        },
        isTruncated: counts.added > query.limit || counts.removed > query.limit || counts.changed > query.limit,
      };
    },

    /** A new dataset equal to the snapshot: its columns and rows (copied inside the database in one statement). */
    async restore(projectId: string, actorId: string | null, id: string, name: string): Promise<Dataset> {
      const s = await getRecord(projectId, id);
      const source = await datasets.getRecord(projectId, s.datasetId);
      return datasets.createFromCopy(projectId, actorId, {
        name,
        kind: source.kind,
        tags: source.tags,
        columns: s.columns,
        columnSeq: source.columnSeq,
        rowCount: s.rowCount,
        nextRowKey: s.maxRowKey + 1,
        copyRows: (targetId) => repo.copyRowsInto(s.datasetId, s.version, targetId),
      });
    },

    async delete(projectId: string, id: string) {
      const s = await getRecord(projectId, id);
      await repo.delete(s.id, s.datasetId);
    },

    /** Row versions stored for the dataset: live ones and those kept only for snapshots. */
    storedVersions: (datasetId: string) => repo.storedVersions(datasetId),
  };
  return service;
}

export type SnapshotsService = ReturnType<typeof createSnapshotsService>;
