import { z } from 'zod';
import { DatasetColumnSchema, DatasetNameSchema, DatasetRowSchema, DatasetRowsQuerySchema } from './datasets';
import { PageQuerySchema } from './envelope';
import { keysetPageOf } from './keyset-page';

/**
 * Snapshots freeze a dataset (rows, columns, mapping) as it is at that moment. Unchanged rows are shared with
 * the dataset, never copied; only rows edited or deleted afterwards keep their old version for the snapshot.
 */
export const SnapshotSchema = z.object({
  id: z.string(),
  datasetId: z.string(),
  /** Name of the dataset now (it may have been renamed since). */
  datasetName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The dataset's columns at snapshot time. */
  columns: z.array(DatasetColumnSchema),
  rowCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

export const SnapshotNameSchema = z
  .string({ message: 'Snapshot name is required' })
  .trim()
  .min(1, { message: 'Snapshot name is required' })
  .max(200, { message: 'Snapshot name must be at most 200 characters' });

export const CreateSnapshotRequestSchema = z.object({
  datasetId: z.uuid({ message: 'Not a valid dataset id' }),
  name: SnapshotNameSchema,
  description: z.string().trim().max(2000).optional(),
});
export type CreateSnapshotRequest = z.infer<typeof CreateSnapshotRequestSchema>;

/** GET /v2/llm/snapshots: newest first; `search` matches the snapshot name. */
export const ListSnapshotsQuerySchema = PageQuerySchema.extend({
  datasetId: z.uuid({ message: 'Not a valid dataset id' }).optional(),
});
export type ListSnapshotsQuery = z.infer<typeof ListSnapshotsQuerySchema>;

/** Same paging, sort, q and where[...] filters as dataset rows; read-only. */
export const SnapshotRowsQuerySchema = DatasetRowsQuerySchema;
export const SnapshotRowsPageSchema = keysetPageOf(DatasetRowSchema);

export const SnapshotDiffQuerySchema = z.object({
  from: z.uuid({ message: 'Not a valid snapshot id' }),
  to: z.uuid({ message: 'Not a valid snapshot id' }),
  /** Most rows listed per kind (added, removed, changed); counts are always exact. */
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type SnapshotDiffQuery = z.infer<typeof SnapshotDiffQuerySchema>;

export const SnapshotDiffSchema = z.object({
  from: z.string(),
  to: z.string(),
  counts: z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() }),
  /** Rows in `to` but not in `from`, by row id (at most `limit`). */
  added: z.array(DatasetRowSchema),
  /** Rows in `from` but not in `to`. */
  removed: z.array(DatasetRowSchema),
  /** Rows in both whose values differ. */
  changed: z.array(
    z.object({
      id: z.string(),
      before: z.record(z.string(), z.unknown()),
      after: z.record(z.string(), z.unknown()),
    }),
  ),
  /** Column changes between the two snapshots (by name). */
  columns: z.object({
    added: z.array(z.string()),
    removed: z.array(z.string()),
    changed: z.array(z.string()),
  }),
  /** True when some kind had more rows than `limit` and the lists are cut short. */
  isTruncated: z.boolean(),
});
export type SnapshotDiff = z.infer<typeof SnapshotDiffSchema>;

export const RestoreSnapshotRequestSchema = z.object({ name: DatasetNameSchema });
export type RestoreSnapshotRequest = z.infer<typeof RestoreSnapshotRequestSchema>;
