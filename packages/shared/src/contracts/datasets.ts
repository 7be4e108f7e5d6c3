import { z } from 'zod';
import { PageQuerySchema } from './envelope';
import { KeysetPageQuerySchema, keysetPageOf, SortOrderSchema } from './keyset-page';

/**
 * Datasets: uploads (presigned URLs), CSV/JSONL import as a background job, rows paged by keyset
 * (see keyset-page.ts; filters as `where[<column>]=<op>:<value>`, see domain/filter-conditions.ts),
 * inline edits, columns, CSV export.
 */

export const DATASET_COLUMN_ROLES = [
  'prompt',
  'response',
  'context',
  'expected_response',
  'chat',
  'chat_id',
  'system_prompt',
  'metadata',
  'timestamp',
  'trace_id',
  'plain',
] as const;
export const DatasetColumnRoleSchema = z.enum(DATASET_COLUMN_ROLES, {
  message: `Role must be one of ${DATASET_COLUMN_ROLES.join(', ')}`,
});
export type DatasetColumnRole = z.infer<typeof DatasetColumnRoleSchema>;

export const DATASET_COLUMN_TYPES = ['string', 'number', 'boolean', 'json', 'datetime'] as const;
export const DatasetColumnTypeSchema = z.enum(DATASET_COLUMN_TYPES, {
  message: `Type must be one of ${DATASET_COLUMN_TYPES.join(', ')}`,
});
export type DatasetColumnType = z.infer<typeof DatasetColumnTypeSchema>;

/** Column names are the keys of row values: 1-100 characters, no control characters, not reserved. */
export const DatasetColumnNameSchema = z
  .string({ message: 'Column name is required' })
  .trim()
  .min(1, { message: 'Column name is required' })
  .max(100, { message: 'Column name must be at most 100 characters' })
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: 'Column name must not contain control characters' });

export const DatasetColumnSchema = z.object({
  name: DatasetColumnNameSchema,
  role: DatasetColumnRoleSchema,
  type: DatasetColumnTypeSchema,
});
export type DatasetColumn = z.infer<typeof DatasetColumnSchema>;

/** How one column of an uploaded file becomes a dataset column. `source` is the header (CSV) or key (JSONL). */
export const ColumnMappingSchema = DatasetColumnSchema.extend({
  source: z.string().max(500),
});
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>;

export const DatasetNameSchema = z
  .string({ message: 'Dataset name is required' })
  .trim()
  .min(1, { message: 'Dataset name is required' })
  .max(200, { message: 'Dataset name must be at most 200 characters' });

export const DatasetTagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, { message: 'Tags must not be empty' })
      .max(50, { message: 'Tags are at most 50 characters' }),
  )
  .max(20, { message: 'At most 20 tags' });

export const DatasetKindSchema = z.enum(['dataset', 'prediction']);
export type DatasetKind = z.infer<typeof DatasetKindSchema>;

/** importing: rows are being written and are not visible yet; failed: the import failed and left no rows. */
export const DatasetStatusSchema = z.enum(['importing', 'ready', 'failed']);
export type DatasetStatus = z.infer<typeof DatasetStatusSchema>;

export const DatasetSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: DatasetKindSchema,
  tags: z.array(z.string()),
  columns: z.array(DatasetColumnSchema),
  rowCount: z.number().int(),
  status: DatasetStatusSchema,
  /** Why the import failed (per-line problems included), when status is failed. */
  error: z.string().nullable(),
  /** The import job (GET /v2/llm/jobs/{id} for progress), when the dataset came from a file. */
  importJobId: z.string().nullable(),
  isDisabled: z.boolean(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dataset = z.infer<typeof DatasetSchema>;

/** Boolean query flag: "true"/"1" are true, anything else false. */
const QueryFlagSchema = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** GET /v2/llm/dataset: `search` matches the name; disabled datasets are left out unless includeDisabled=true. */
export const ListDatasetsQuerySchema = PageQuerySchema.extend({
  tag: z.string().trim().max(50).optional(),
  kind: DatasetKindSchema.optional(),
  includeDisabled: QueryFlagSchema,
});
export type ListDatasetsQuery = z.infer<typeof ListDatasetsQuerySchema>;

// ---- uploads ----

/** Largest file the console accepts for an upload (the server may be configured lower). */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

export const PreSignedUrlsRequestSchema = z.object({
  files: z
    .array(
      z.object({
        fileName: z
          .string({ message: 'File name is required' })
          .trim()
          .min(1, { message: 'File name is required' })
          .max(255, { message: 'File name must be at most 255 characters' }),
        contentType: z.string().trim().max(200).optional(),
        size: z
          .number({ message: 'File size must be a number of bytes' })
          .int({ message: 'File size must be a whole number of bytes' })
          .min(0, { message: 'File size cannot be negative' })
          .max(MAX_UPLOAD_BYTES, { message: 'Files can be at most 1 GB' }),
      }),
    )
    .min(1, { message: 'Name at least one file' })
    .max(10, { message: 'At most 10 files at a time' }),
});
export type PreSignedUrlsRequest = z.infer<typeof PreSignedUrlsRequestSchema>;

export const PresignedUploadSchema = z.object({
  fileName: z.string(),
  uploadId: z.string(),
  /** Absolute URL to PUT the file's bytes to (this server, or S3 when configured). */
  url: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry exactly (e.g. Content-Type). */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type PresignedUpload = z.infer<typeof PresignedUploadSchema>;

export const PreSignedUrlsResponseSchema = z.object({ uploads: z.array(PresignedUploadSchema) });
export type PreSignedUrlsResponse = z.infer<typeof PreSignedUrlsResponseSchema>;

/** Reply of the server's own upload PUT (/dataset/uploads/{uploadId}). */
export const UploadReceivedSchema = z.object({ uploadId: z.string(), size: z.number().int() });

// ---- import ----

export const ImportFormatSchema = z.enum(['csv', 'jsonl']);
export type ImportFormat = z.infer<typeof ImportFormatSchema>;

export const UploadIdSchema = z.uuid({ message: 'Not a valid upload id' });

export const ImportPreviewRequestSchema = z.object({ uploadId: UploadIdSchema });

/** A problem found in the file, by 1-based line number. */
export const ImportProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportPreviewSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  format: ImportFormatSchema,
  /** CSV header row, or the keys seen in the first JSONL objects, in order. */
  headers: z.array(z.string()),
  /** Up to 20 first rows, keyed by header, values as read (CSV: strings). */
  rows: z.array(z.record(z.string(), z.unknown())),
  suggestedColumns: z.array(ColumnMappingSchema),
  /** Problems seen in the previewed lines (the import reports all of them, capped). */
  problems: z.array(ImportProblemSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportDatasetRequestSchema = z.object({
  uploadId: UploadIdSchema,
  name: DatasetNameSchema,
  tags: DatasetTagsSchema.optional(),
  columns: z.array(ColumnMappingSchema).min(1, { message: 'Map at least one column' }).max(500),
});
export type ImportDatasetRequest = z.infer<typeof ImportDatasetRequestSchema>;

export const ImportDatasetResponseSchema = z.object({ datasetId: z.string(), jobId: z.string() });
export type ImportDatasetResponse = z.infer<typeof ImportDatasetResponseSchema>;

// ---- dataset edits ----

export const CreateDatasetRequestSchema = z.object({
  name: DatasetNameSchema,
  tags: DatasetTagsSchema.optional(),
  columns: z.array(DatasetColumnSchema).max(500).default([]),
});

/** A change to one existing column, found by its current `name`. */
export const ColumnChangeSchema = z.object({
  name: z.string().min(1).max(100),
  newName: DatasetColumnNameSchema.optional(),
  role: DatasetColumnRoleSchema.optional(),
  /** Changing the type never rewrites stored values; values that do not fit are shown as stored. */
  type: DatasetColumnTypeSchema.optional(),
});
export type ColumnChange = z.infer<typeof ColumnChangeSchema>;

export const UpdateDatasetRequestSchema = z
  .object({
    name: DatasetNameSchema.optional(),
    tags: DatasetTagsSchema.optional(),
    isDisabled: z.boolean().optional(),
    columns: z.array(ColumnChangeSchema).max(500).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change', path: ['name'] });
export type UpdateDatasetRequest = z.infer<typeof UpdateDatasetRequestSchema>;

export const RowValuesSchema = z.record(z.string().max(100), z.unknown());

export const DatasetRowSchema = z.object({
  /** Stable row id (a decimal string); sorts in insertion order. */
  id: z.string(),
  values: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DatasetRow = z.infer<typeof DatasetRowSchema>;

export const RowIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, { message: 'Not a valid row id' });

/**
 * GET /v2/llm/dataset/{id}/rows: keyset page. `sort` is a column name, or createdAt, updatedAt, id (default id);
 * `order` defaults to asc (file order). Extra keys `where[<column>]=<op>:<value>` filter (numbers compare
 * numerically for number columns). Unknown columns or operators are a 400 with field errors.
 */
export const DatasetRowsQuerySchema = KeysetPageQuerySchema.extend({ order: SortOrderSchema.default('asc') }).loose();
export type DatasetRowsQuery = z.infer<typeof DatasetRowsQuerySchema>;

export const DatasetRowsPageSchema = keysetPageOf(DatasetRowSchema);
export type DatasetRowsPage = z.infer<typeof DatasetRowsPageSchema>;

/** GET /v2/llm/dataset/{id}/export: the rows as CSV with the same sort/q/where as the table. */
export const DatasetExportQuerySchema = z
  .object({
    sort: z.string().max(200).optional(),
    order: SortOrderSchema.default('asc'),
    q: z.string().trim().max(500).optional(),
    /** Download name; defaults to the dataset name, else File.csv. */
    fileName: z.string().trim().max(200).optional(),
  })
  .loose();

export const AddRowsRequestSchema = z.object({
  rows: z
    .array(z.object({ values: RowValuesSchema }))
    .min(1, { message: 'Add at least one row' })
    .max(1000, { message: 'At most 1000 rows at a time' }),
});
export const AddRowsResponseSchema = z.object({ inserted: z.number().int(), ids: z.array(z.string()) });

export const UpdateRowRequestSchema = z.object({ values: RowValuesSchema });
export const RowParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }), rowId: RowIdSchema });

export const DeleteRowsRequestSchema = z.object({
  rowIds: z.array(RowIdSchema).min(1, { message: 'Pick at least one row' }).max(1000),
});
export const DeleteRowsResponseSchema = z.object({ deleted: z.number().int() });

export const AddColumnRequestSchema = DatasetColumnSchema.extend({
  /** Value given to every existing row; absent leaves them empty. */
  defaultValue: z.unknown().optional(),
});
export const ColumnParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid id' }),
  name: z.string().min(1).max(100),
});
