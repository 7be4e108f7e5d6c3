import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  AddColumnRequestSchema,
  ColumnChange,
  ColumnMapping,
  Dataset,
  DatasetColumn,
  DatasetColumnType,
  DatasetKind,
  DatasetRow,
  DatasetRowsPage,
  ImportDatasetRequest,
  ImportDatasetResponse,
  ImportPreview,
  ImportProblem,
  ListDatasetsQuery,
  PreSignedUrlsRequest,
  PresignedUpload,
} from '@assay/shared/contracts/datasets';
import type { Page } from '@assay/shared/contracts/envelope';
import { csvLine, safeCsvFileName } from '@assay/shared/domain/csv-format';
import { encodeRowCursor } from '@assay/shared/domain/dataset-cursor';
import { coerceValue, inferColumnType, suggestColumns } from '@assay/shared/domain/dataset-values';
import { parseWhere } from '@assay/shared/domain/filter-conditions';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import type { StoredColumn } from '../../db/schema-datasets';
import { AppError, conflict, forbidden, gone, invalid, notFound } from '../../http/app-error';
import { toPage } from '../../http/to-page';
import type { LocalObjectStore } from '../../storage/local-object-store';
import { UploadTooLargeError } from '../../storage/local-object-store';
import type { ObjectStore } from '../../storage/object-store';
import type { UploadSigner } from '../../storage/upload-signature';
import type { JobContext } from '../jobs/jobs.service';
import { JobCancelledError, PermanentJobError } from '../jobs/jobs.service';
import { formatOf, previewFile, readRecords } from './dataset-file';
import type { DatasetRecord, DatasetsRepo, RawRow, UploadRecord } from './datasets.repo';
import { csvRowEncoder, objectRowEncoder, type ImportMapping } from './import-rows';
import { createImportWriter } from './import-writer';
import { buildRowQuery, type Visibility } from './row-query';

export const DATASET_IMPORT_JOB = 'dataset.import';

/** Problems listed in an import error before "and N more". */
const MAX_PROBLEMS = 20;
const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;

type ImportPayload = {
  datasetId: string;
  uploadId: string;
  mapping: ImportMapping;
};

/** An import that failed for a reason in the file: the message lists what to fix. */
class ImportFailed extends PermanentJobError {}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const publicColumns = (columns: readonly StoredColumn[]): DatasetColumn[] =>
  columns.map((c) => ({ name: c.name, role: c.role as DatasetColumn['role'], type: c.type as DatasetColumnType }));

export function toDataset(r: DatasetRecord): Dataset {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    tags: r.tags,
    columns: publicColumns(r.columns),
    rowCount: r.rowCount,
    status: r.status,
    error: r.error,
    importJobId: r.importJobId,
    isDisabled: r.isDisabled,
    createdBy: r.createdBy,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Row values keyed by column name, for the columns people see. */
export function toRow(raw: RawRow, columns: readonly StoredColumn[]): DatasetRow {
  const values: Record<string, unknown> = {};
  for (const c of columns) values[c.name] = raw.values[c.key] ?? null;
  return { id: raw.id, values, createdAt: iso(raw.created_at), updatedAt: iso(raw.updated_at) };
}

function describeProblems(problems: ImportProblem[], more: number): string {
  const lines = problems.map((p) => `line ${p.line}: ${p.message}`);
  const tail = more > 0 ? `; and ${more} more` : '';
  return `The file has problems, nothing was imported. Fix these and import again: ${lines.join('; ')}${tail}`;
}

function checkColumnNames(names: string[]) {
  const seen = new Set<string>();
  const errors: Record<string, string[]> = {};
  names.forEach((n, i) => {
    if (seen.has(n)) (errors[`columns.${i}.name`] ??= []).push(`Column "${n}" appears twice`);
    seen.add(n);
  });
  if (Object.keys(errors).length > 0) throw invalid('Column names must be unique', errors);
}

export type RowsQueryInput = {
  limit: number;
  pit?: string | undefined;
  cursor?: string | undefined;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
  [key: string]: unknown;
};

/** Small LRU of exact counts per (dataset, revision, pit, filters): counting a million rows once is enough. */
function createCountCache(max = 500) {
  const map = new Map<string, number>();
  return {
    get(key: string) {
      const v = map.get(key);
      if (v !== undefined) {
        map.delete(key);
        map.set(key, v);
      }
      return v;
    },
    set(key: string, value: number) {
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value as string);
    },
  };
}

export function createDatasetsService(deps: {
  repo: DatasetsRepo;
  database: Database;
  store: ObjectStore;
  /** The server's own upload store; absent when uploads go to S3. */
  localStore: LocalObjectStore | null;
  signer: UploadSigner;
  publicUrl: string;
  uploadMaxBytes: number;
  enqueueImport(input: {
    projectId: string;
    orgId: string;
    createdBy: string;
    payload: ImportPayload;
    message: string;
  }): Promise<{ id: string }>;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const counts = createCountCache();

  async function getRecord(projectId: string, datasetId: string) {
    const ds = await repo.find(projectId, datasetId);
    if (!ds) throw notFound('No such dataset in this project');
    return ds;
  }

  async function getReady(projectId: string, datasetId: string) {
    const ds = await getRecord(projectId, datasetId);
    if (ds.status === 'importing') throw conflict('This dataset is still importing; try again when the import is done');
    if (ds.status === 'failed') throw conflict(`This dataset's import failed: ${ds.error ?? 'unknown reason'}`);
    return ds;
  }

  async function getUpload(projectId: string, uploadId: string): Promise<UploadRecord> {
    const upload = await repo.findUpload(uploadId);
    if (!upload || upload.projectId !== projectId) throw notFound('No such upload in this project');
    return upload;
  }

  async function openUpload(upload: UploadRecord) {
    if (upload.storage !== deps.store.kind)
      throw conflict('This upload was stored elsewhere (the storage settings changed); upload the file again');
    if (upload.storage === 'local' && upload.receivedSize === null)
      throw conflict('The file has not been uploaded yet: PUT it to the upload URL first');
    const stream = await deps.store.openRead(upload.objectKey);
    if (!stream) throw conflict('The file has not been uploaded yet: PUT it to the upload URL first');
    return stream;
  }

  function formatOfUpload(upload: UploadRecord) {
    const format = formatOf(upload.fileName, upload.contentType);
    if (!format) throw invalid('Only .csv and .jsonl files can be imported');
    return format;
  }

  /** Values keyed by column name -> keyed by column key, coerced to the column types. */
  function toStoredValues(
    values: Record<string, unknown>,
    byName: ReadonlyMap<string, StoredColumn>,
    base: Record<string, unknown> = {},
  ) {
    const out: Record<string, unknown> = { ...base };
    for (const [name, raw] of Object.entries(values)) {
      const column = byName.get(name);
      if (!column) continue;
      out[column.key] = coerceValue(raw, column.type as DatasetColumnType);
    }
    return out;
  }

  function unknownNames(values: Record<string, unknown>[], byName: ReadonlyMap<string, StoredColumn>) {
    const missing = new Set<string>();
    for (const v of values) for (const name of Object.keys(v)) if (!byName.has(name)) missing.add(name);
    return [...missing];
  }

  /** One keyset page over rows visible as `visibility`, with `columns` as people see them. */
  async function readPage(
    datasetId: string,
    columns: readonly StoredColumn[],
    visibility: Visibility,
    opts: { currentPit: number; revisionKey: string; cheapTotal: (pit: number) => Promise<number> },
    query: RowsQueryInput,
  ): Promise<DatasetRowsPage> {
    const where = parseWhere(query);
    const q = buildRowQuery(columns, visibility, {
      sort: query.sort,
      order: query.order,
      q: query.q,
      cursor: query.cursor,
      conditions: where.conditions,
      whereErrors: where.errors,
    });
    let pit = opts.currentPit;
    if (query.pit !== undefined) {
      if (!/^[0-9]{1,18}$/.test(query.pit)) throw invalid('Not a valid point in time', { pit: ['Not a valid pit'] });
      pit = Math.min(Number(query.pit), opts.currentPit);
    }
    const cacheKey = `${datasetId}|${opts.revisionKey}|${pit}|${q.filterKey}`;
    const cached = q.filters.length === 0 ? undefined : counts.get(cacheKey);
    const [rows, total] = await Promise.all([
      repo.pageRows(datasetId, pit, q, query.limit + 1),
      cached !== undefined
        ? cached
        : q.filters.length === 0
          ? opts.cheapTotal(pit)
          : repo.countRows(datasetId, pit, q).then((n) => (counts.set(cacheKey, n), n)),
    ]);
    const isLastPage = rows.length <= query.limit;
    const items = rows.slice(0, query.limit);
    const last = items[items.length - 1];
    return {
      items: items.map((r) => toRow(r, columns)),
      pit: String(pit),
      nextCursor:
        isLastPage || !last
          ? null
          : encodeRowCursor({ sort: q.sortName, order: q.order, value: last.sort_value, rowId: last.id }),
      isLastPage,
      total,
    };
  }

  /** CSV of the rows visible as `visibility`, with the table's sort, q and where[...]. */
  function csvStream(
    datasetId: string,
    columns: readonly StoredColumn[],
    visibility: Visibility,
    pit: number,
    query: Record<string, unknown> & { sort?: string | undefined; order: 'asc' | 'desc'; q?: string | undefined },
  ): Readable {
    const where = parseWhere(query);
    const q = buildRowQuery(columns, visibility, {
      sort: query.sort,
      order: query.order,
      q: query.q,
      conditions: where.conditions,
      whereErrors: where.errors,
    });
    async function* lines() {
      yield `\uFEFF${csvLine(columns.map((c) => c.name))}`;
      const queue: string[] = [];
      let done = false;
      let error: unknown = null;
      let wake: (() => void) | null = null;
      // Batches are fetched one at a time and turned into text; the consumer's pace bounds memory.
      const pump = repo
        .forEachRow(datasetId, pit, q, async (rows) => {
          queue.push(rows.map((r) => csvLine(columns.map((c) => r.values[c.key] ?? null))).join(''));
          wake?.();
          while (queue.length > 2) await new Promise<void>((r) => setTimeout(r, 5));
        })
        .then(
          () => (done = true),
          (err: unknown) => ((error = err), (done = true)),
        )
        .finally(() => wake?.());
      for (;;) {
        const next = queue.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (done) break;
        await new Promise<void>((r) => (wake = r));
        wake = null;
      }
      await pump;
      if (error) throw error;
    }
    return Readable.from(lines());
  }

  const service = {
    async listDatasets(projectId: string, query: ListDatasetsQuery): Promise<Page<Dataset>> {
      const { rows, total } = await repo.list(projectId, {
        search: query.search,
        tag: query.tag,
        kind: query.kind,
        includeDisabled: query.includeDisabled,
        page: query.page,
        size: query.size,
      });
      return toPage(rows.map(toDataset), total, query.page, query.size);
    },

    /** The dataset, or a not-found AppError. */
    async getDataset(projectId: string, datasetId: string): Promise<Dataset> {
      return toDataset(await getRecord(projectId, datasetId));
    },

    /** The stored record (with column keys), for the snapshots module. */
    getRecord,
    getReady,
    readPage,
    csvStream,

    async createDataset(
      projectId: string,
      actorId: string | null,
      input: { name: string; columns: DatasetColumn[]; tags?: string[] | undefined; kind?: DatasetKind | undefined },
    ): Promise<Dataset> {
      checkColumnNames(input.columns.map((c) => c.name));
      const columns = input.columns.map((c, i) => ({ key: `c${i + 1}`, name: c.name, role: c.role, type: c.type }));
      const row = await repo.insert({
        projectId,
        name: input.name,
        kind: input.kind ?? 'dataset',
        tags: input.tags ?? [],
        columns,
        columnSeq: columns.length,
        status: 'ready',
        createdBy: actorId,
      });
      return service.getDataset(projectId, row.id);
    },

    async updateDataset(
      projectId: string,
      datasetId: string,
      patch: {
        name?: string | undefined;
        tags?: string[] | undefined;
        isDisabled?: boolean | undefined;
        columns?: ColumnChange[] | undefined;
      },
    ): Promise<Dataset> {
      const ds = await getRecord(projectId, datasetId);
      let columns: StoredColumn[] | undefined;
      if (patch.columns) {
        columns = ds.columns.map((c) => ({ ...c }));
        const errors: Record<string, string[]> = {};
        patch.columns.forEach((change, i) => {
          const column = columns!.find((c) => c.name === change.name);
          if (!column) {
            (errors[`columns.${i}.name`] ??= []).push(`There is no column named "${change.name}"`);
            return;
          }
          if (change.newName !== undefined) column.name = change.newName;
          if (change.role) column.role = change.role;
          if (change.type) column.type = change.type;
        });
        if (Object.keys(errors).length > 0) throw invalid('Some column changes are not valid', errors);
        checkColumnNames(columns.map((c) => c.name));
      }
      await repo.update(ds.id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
        ...(patch.isDisabled !== undefined ? { isDisabled: patch.isDisabled } : {}),
        ...(columns ? { columns, revision: ds.revision + 1 } : {}),
      });
      return service.getDataset(projectId, datasetId);
    },

    /**
     * A new dataset whose rows are written by `copyRows` (one statement inside the database); it stays invisible
     * (importing) until the copy is done and is removed if the copy fails.
     */
    async createFromCopy(
      projectId: string,
      actorId: string | null,
      input: {
        name: string;
        kind: DatasetKind;
        tags: string[];
        columns: StoredColumn[];
        columnSeq: number;
        rowCount: number;
        nextRowKey: number;
        copyRows: (targetDatasetId: string) => Promise<void>;
      },
    ): Promise<Dataset> {
      const created = await repo.insert({
        projectId,
        name: input.name,
        kind: input.kind,
        tags: input.tags,
        columns: input.columns,
        columnSeq: input.columnSeq,
        status: 'importing',
        createdBy: actorId,
      });
      try {
        await input.copyRows(created.id);
        await repo.update(created.id, { status: 'ready', rowCount: input.rowCount, nextRowKey: input.nextRowKey });
      } catch (err) {
        await repo.delete(created.id);
        throw err;
      }
      return service.getDataset(projectId, created.id);
    },

    async deleteDataset(projectId: string, datasetId: string) {
      const ds = await getRecord(projectId, datasetId);
      await repo.delete(ds.id);
    },

    /**
     * Appends rows keyed by column name. Names that are not columns yet become new `plain` columns (type
     * inferred from the values), unless `addMissingColumns` is false, which refuses them.
     */
    async appendRows(
      projectId: string,
      datasetId: string,
      rows: Array<Record<string, unknown>>,
      options: { addMissingColumns?: boolean } = {},
    ): Promise<{ inserted: number; ids: string[] }> {
      if (rows.length === 0) return { inserted: 0, ids: [] };
      const ds = await getReady(projectId, datasetId);
      const byName = new Map(ds.columns.map((c) => [c.name, c]));
      const missing = unknownNames(rows, byName);
      let columnUpdate: { columns: StoredColumn[]; columnSeq: number } | undefined;
      if (missing.length > 0) {
        if (options.addMissingColumns === false)
          throw invalid(
            `There is no column named ${missing.map((m) => `"${m}"`).join(', ')}; add the column first`,
            Object.fromEntries(missing.map((m) => [`values.${m}`, ['No such column']])),
          );
        let seq = ds.columnSeq;
        const added = missing.map((name) => {
          seq += 1;
          const type = inferColumnType(rows.map((r) => r[name]));
          return { key: `c${seq}`, name: name.slice(0, 100), role: 'plain', type };
        });
        for (const c of added) byName.set(c.name, c);
        columnUpdate = { columns: [...ds.columns, ...added], columnSeq: seq };
      }
      const stored = rows.map((r) => toStoredValues(r, byName));
      const ids = await repo.appendRows(ds.id, stored, columnUpdate);
      return { inserted: ids.length, ids };
    },

    async rowsPage(projectId: string, datasetId: string, query: RowsQueryInput): Promise<DatasetRowsPage> {
      const ds = await getReady(projectId, datasetId);
      return readPage(
        ds.id,
        ds.columns,
        { kind: 'live' },
        {
          currentPit: ds.nextRowKey - 1,
          revisionKey: `r${ds.revision}`,
          cheapTotal: async (pit) =>
            ds.rowCount - (pit >= ds.nextRowKey - 1 ? 0 : await repo.countLiveAfter(ds.id, pit)),
        },
        query,
      );
    },

    async updateRow(projectId: string, datasetId: string, rowId: string, values: Record<string, unknown>) {
      const ds = await getReady(projectId, datasetId);
      const byName = new Map(ds.columns.map((c) => [c.name, c]));
      const missing = unknownNames([values], byName);
      if (missing.length > 0)
        throw invalid(
          `There is no column named ${missing.map((m) => `"${m}"`).join(', ')}`,
          Object.fromEntries(missing.map((m) => [`values.${m}`, ['No such column']])),
        );
      const row = await repo.updateRow(ds.id, rowId, (old) => toStoredValues(values, byName, old));
      if (!row) throw notFound('No such row in this dataset');
      return toRow(row, ds.columns);
    },

    async deleteRows(projectId: string, datasetId: string, rowIds: string[]) {
      const ds = await getReady(projectId, datasetId);
      return { deleted: await repo.deleteRows(ds.id, [...new Set(rowIds)]) };
    },

    async addColumn(projectId: string, datasetId: string, input: z.infer<typeof AddColumnRequestSchema>) {
      const ds = await getReady(projectId, datasetId);
      if (ds.columns.some((c) => c.name === input.name))
        throw conflict(`There is already a column named "${input.name}"`, { name: ['Pick another name'] });
      const key = `c${ds.columnSeq + 1}`;
      const column = { key, name: input.name, role: input.role, type: input.type };
      await repo.update(ds.id, {
        columns: [...ds.columns, column],
        columnSeq: ds.columnSeq + 1,
        revision: ds.revision + 1,
      });
      const value = coerceValue(input.defaultValue, input.type);
      if (value !== null && value !== undefined) await repo.setColumnValue(ds.id, key, value);
      return service.getDataset(projectId, datasetId);
    },

    /** Removes a column from the dataset; stored values stay for the snapshots that still show it. */
    async deleteColumn(projectId: string, datasetId: string, name: string) {
      const ds = await getReady(projectId, datasetId);
      if (!ds.columns.some((c) => c.name === name)) throw notFound(`There is no column named "${name}"`);
      await repo.update(ds.id, { columns: ds.columns.filter((c) => c.name !== name), revision: ds.revision + 1 });
      return service.getDataset(projectId, datasetId);
    },

    async exportCsv(
      projectId: string,
      datasetId: string,
      query: Record<string, unknown> & {
        sort?: string | undefined;
        order: 'asc' | 'desc';
        q?: string | undefined;
        fileName?: string | undefined;
      },
    ) {
      const ds = await getReady(projectId, datasetId);
      return {
        fileName: safeCsvFileName(query.fileName || ds.name),
        stream: csvStream(ds.id, ds.columns, { kind: 'live' }, ds.nextRowKey - 1, query),
      };
    },

    // ---- uploads and import ----

    async presignUploads(
      projectId: string,
      actorId: string,
      request: PreSignedUrlsRequest,
      hostUrl: string | undefined,
    ): Promise<{ uploads: PresignedUpload[] }> {
      const errors: Record<string, string[]> = {};
      request.files.forEach((f, i) => {
        if (f.size > deps.uploadMaxBytes)
          (errors[`files.${i}.size`] ??= []).push(`Files can be at most ${deps.uploadMaxBytes} bytes`);
      });
      if (Object.keys(errors).length > 0) throw invalid('Some files are too large', errors);
      const baseUrl = baseUrlFrom(hostUrl) ?? deps.publicUrl;
      const expiresAt = new Date(now().getTime() + UPLOAD_URL_TTL_MS);
      const uploads: PresignedUpload[] = [];
      for (const f of request.files) {
        const id = randomUUID();
        const objectKey = deps.store.kind === 'local' ? id : `uploads/${projectId}/${id}`;
        const contentType = f.contentType || null;
        await repo.insertUpload({
          id,
          projectId,
          fileName: f.fileName,
          contentType,
          size: f.size,
          storage: deps.store.kind,
          objectKey,
          expiresAt,
          createdBy: actorId,
        });
        const signed = await deps.store.presignPut({ key: objectKey, contentType, size: f.size, expiresAt, baseUrl });
        uploads.push({
          fileName: f.fileName,
          uploadId: id,
          url: signed.url,
          method: 'PUT',
          headers: signed.headers,
          expiresAt: expiresAt.toISOString(),
        });
      }
      return { uploads };
    },

    /** The server's own upload PUT: signature and expiry checked, at most the announced size stored. */
    async receiveUpload(input: {
      uploadId: string;
      expires: string;
      signature: string;
      contentLength: number | null;
      body: Readable;
    }) {
      const verdict = deps.signer.verify(input.uploadId, input.expires, input.signature, now());
      if (verdict === 'invalid') throw forbidden('This upload link is not valid');
      if (verdict === 'expired') throw gone('This upload link has expired; ask for a new one');
      const upload = await repo.findUpload(input.uploadId);
      if (!upload || upload.storage !== 'local' || !deps.localStore) throw notFound('No such upload');
      if (upload.receivedSize !== null) throw conflict('This file was already uploaded; ask for a new link');
      if (input.contentLength !== null && input.contentLength > upload.size)
        throw invalid(`The file is larger than the ${upload.size} bytes announced`);
      let size: number;
      try {
        size = await deps.localStore.write(upload.objectKey, input.body, upload.size);
      } catch (err) {
        if (err instanceof UploadTooLargeError)
          throw invalid(`The file is larger than the ${upload.size} bytes announced`);
        throw err;
      }
      await repo.markUploadReceived(upload.id, size);
      return { uploadId: upload.id, size };
    },

    async previewImport(projectId: string, uploadId: string): Promise<ImportPreview> {
      const upload = await getUpload(projectId, uploadId);
      const format = formatOfUpload(upload);
      const stream = await openUpload(upload);
      const preview = await previewFile(stream, format, upload.fileName);
      if (preview.isEmpty) throw invalid('The file is empty: there is nothing to import');
      return {
        uploadId: upload.id,
        fileName: upload.fileName,
        size: upload.receivedSize ?? (await deps.store.sizeOf(upload.objectKey)) ?? upload.size,
        format,
        headers: preview.headers,
        rows: preview.rows,
        suggestedColumns: suggestColumns(preview.headers, preview.rows),
        problems: preview.problems,
      };
    },

    async startImport(
      projectId: string,
      orgId: string,
      actorId: string,
      request: ImportDatasetRequest,
    ): Promise<ImportDatasetResponse> {
      const upload = await getUpload(projectId, request.uploadId);
      const format = formatOfUpload(upload);
      checkColumnNames(request.columns.map((c) => c.name));
      const preview = await previewFile(await openUpload(upload), format, upload.fileName);
      if (preview.isEmpty) throw invalid('The file is empty: there is nothing to import');
      if (format === 'csv') {
        const known = new Set(preview.headers);
        const errors: Record<string, string[]> = {};
        request.columns.forEach((c: ColumnMapping, i) => {
          if (!known.has(c.source)) (errors[`columns.${i}.source`] ??= []).push(`The file has no column "${c.source}"`);
        });
        if (Object.keys(errors).length > 0) throw invalid('Some mapped columns are not in the file', errors);
      }
      const columns = request.columns.map((c, i) => ({ key: `c${i + 1}`, name: c.name, role: c.role, type: c.type }));
      const ds = await repo.insert({
        projectId,
        name: request.name,
        tags: request.tags ?? [],
        columns,
        columnSeq: columns.length,
        status: 'importing',
        createdBy: actorId,
      });
      const job = await deps.enqueueImport({
        projectId,
        orgId,
        createdBy: actorId,
        payload: {
          datasetId: ds.id,
          uploadId: upload.id,
          mapping: request.columns.map((c, i) => ({ source: c.source, key: `c${i + 1}`, type: c.type })),
        },
        message: `Waiting to import ${upload.fileName}`,
      });
      await repo.update(ds.id, { importJobId: job.id });
      return { datasetId: ds.id, jobId: job.id };
    },

    /** The dataset.import job: streams the file into rows; the dataset becomes visible only when complete. */
    async runImportJob(ctx: JobContext): Promise<Record<string, unknown>> {
      const payload = ctx.payload as unknown as ImportPayload;
      const ds = await repo.findById(payload.datasetId);
      if (!ds) return { skipped: 'dataset deleted' };
      if (ds.status === 'ready') return { rows: ds.rowCount };
      // A file problem does not go away on retry: repeat the recorded reason.
      if (ds.status === 'failed') throw new PermanentJobError(ds.error ?? 'The import failed');
      const upload = await repo.findUpload(payload.uploadId);
      if (!upload) return fail(ds.id, new ImportFailed('The uploaded file is gone; upload it again'));
      const format = formatOf(upload.fileName, upload.contentType);
      const size = upload.receivedSize ?? upload.size;
      await repo.deleteAllRows(ds.id);
      const writer = await createImportWriter(deps.database, repo, ds.id);
      let rowCount = 0;
      try {
        if (!format) throw new ImportFailed('Only .csv and .jsonl files can be imported');
        const stream = await deps.store.openRead(upload.objectKey);
        if (!stream) throw new ImportFailed('The uploaded file is gone; upload it again');
        const read = { bytes: 0 };
        const problems: ImportProblem[] = [];
        let moreProblems = 0;
        let batch: string[] = [];
        let nextKey = 1;
        let lastReport = Date.now();
        let sawAnything = false;
        let encodeCsv: ((fields: string[]) => string) | null = null;
        const encodeObject = objectRowEncoder(payload.mapping);
        read: for await (const records of readRecords(stream, format, upload.fileName, read)) {
          for (const rec of records) {
            sawAnything = true;
            if (rec.kind === 'header') {
              const known = new Set(rec.headers);
              const absent = payload.mapping.filter((m) => !known.has(m.source)).map((m) => m.source);
              if (absent.length > 0)
                throw new ImportFailed(`The file has no column ${absent.map((a) => `"${a}"`).join(', ')}`);
              encodeCsv = csvRowEncoder(payload.mapping, rec.headers);
              continue;
            }
            if (rec.kind === 'problem') {
              if (problems.length < MAX_PROBLEMS) problems.push({ line: rec.line, message: rec.message });
              else moreProblems++;
              if (rec.isFatal || moreProblems > 10_000) break read;
              continue;
            }
            rowCount++;
            if (problems.length > 0) continue;
            batch.push(rec.kind === 'row' ? encodeCsv!(rec.fields) : encodeObject(rec.values));
            if (batch.length >= writer.batchRows) {
              await writer.write(nextKey, batch);
              nextKey += batch.length;
              batch = [];
            }
          }
          if (Date.now() - lastReport > 1000) {
            lastReport = Date.now();
            await ctx.reportProgress(size > 0 ? Math.min(0.99, read.bytes / size) : 0, `${rowCount} rows read`);
          }
        }
        if (problems.length > 0) throw new ImportFailed(describeProblems(problems, moreProblems));
        if (!sawAnything) throw new ImportFailed('The file is empty: there is nothing to import');
        if (rowCount === 0) throw new ImportFailed('The file has no data rows, only a header');
        await writer.write(nextKey, batch);
        await writer.finish();
        if (!(await repo.findById(ds.id))) {
          // Deleted while importing: its rows went nowhere visible; remove them.
          await repo.deleteAllRows(ds.id);
          return { skipped: 'dataset deleted while importing' };
        }
        await ctx.reportProgress(0.99, `${rowCount} rows written; updating statistics`);
        await repo.analyzeRows();
        await repo.update(ds.id, {
          status: 'ready',
          error: null,
          rowCount,
          nextRowKey: rowCount + 1,
          revision: ds.revision + 1,
        });
        return { rows: rowCount };
      } catch (err) {
        await writer.abort();
        if (err instanceof JobCancelledError) {
          await repo.deleteAllRows(ds.id);
          await repo.update(ds.id, { status: 'failed', error: 'The import was cancelled' });
          throw err;
        }
        return fail(ds.id, err);
      }
    },
  };

  async function fail(datasetId: string, err: unknown): Promise<never> {
    const message =
      err instanceof ImportFailed
        ? err.message
        : err instanceof AppError
          ? err.message
          : `The import failed: ${err instanceof Error ? err.message : String(err)}`;
    await repo.deleteAllRows(datasetId);
    await repo.update(datasetId, { status: 'failed', error: message });
    // A problem in the file fails the job at once; anything else (the database, the object store) may pass.
    throw err instanceof ImportFailed ? new PermanentJobError(message) : new Error(message);
  }

  return service;
}

/** Origin of an X-Host-Url header, when it is an http(s) URL. */
function baseUrlFrom(hostUrl: string | undefined): string | null {
  if (!hostUrl) return null;
  try {
    const u = new URL(hostUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

export type DatasetsService = ReturnType<typeof createDatasetsService>;
