// Tables for the datasets area; projects and users live in ./schema.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, projects, updatedAt, users } from './schema';

/** `key` is the column's stable key inside row values (c1, c2, ...): renames and type changes never touch rows. */
export type StoredColumn = { key: string; name: string; role: string; type: string };

export const datasets = pgTable(
  'datasets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['dataset', 'prediction'] })
      .notNull()
      .default('dataset'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    columns: jsonb('columns').$type<StoredColumn[]>().notNull().default([]),
    status: text('status', { enum: ['importing', 'ready', 'failed'] })
      .notNull()
      .default('ready'),
    error: text('error'),
    importJobId: uuid('import_job_id'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** Current (live) rows. */
    rowCount: integer('row_count').notNull().default(0),
    /** The next row id to hand out; row ids only grow, so "max id now" is a point in time for paging. */
    nextRowKey: bigint('next_row_key', { mode: 'number' }).notNull().default(1),
    /** Version that live edits write at; a snapshot records the current version and bumps it. */
    version: integer('version').notNull().default(1),
    /** Highest version a live snapshot sees (0: none); rows from a version <= this are copied on write. */
    snapshotVersion: integer('snapshot_version').notNull().default(0),
    /** Bumped by every row write; part of the cache key of filtered counts. */
    revision: integer('revision').notNull().default(0),
    /** Last column key number handed out; keys are never reused, so a deleted column's values stay hidden. */
    columnSeq: integer('column_seq').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('datasets_project_created_idx').on(t.projectId, t.createdAt)],
);

/**
 * Row versions. A live row has valid_to null; a snapshot at version V sees valid_from <= V < coalesce(valid_to, inf).
 * Rows no snapshot sees are edited in place, so a snapshot costs nothing until rows change after it.
 */
export const datasetRows = pgTable(
  'dataset_rows',
  {
    // No foreign key: its per-row check halves import speed on PGlite. A statement trigger on datasets
    // (migration 0008) deletes the rows of deleted datasets, including project purges.
    datasetId: uuid('dataset_id').notNull(),
    rowKey: bigint('row_key', { mode: 'number' }).notNull(),
    validFrom: integer('valid_from').notNull(),
    validTo: integer('valid_to'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.rowKey, t.validFrom] })],
);

export const datasetSnapshots = pgTable(
  'dataset_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    version: integer('version').notNull(),
    columns: jsonb('columns').$type<StoredColumn[]>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** Highest row id at snapshot time. */
    maxRowKey: bigint('max_row_key', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('dataset_snapshots_project_created_idx').on(t.projectId, t.createdAt),
    index('dataset_snapshots_dataset_idx').on(t.datasetId, t.version),
  ],
);

export const datasetUploads = pgTable(
  'dataset_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type'),
    /** Size announced when the URL was made; the server's own PUT refuses more. */
    size: bigint('size', { mode: 'number' }).notNull(),
    storage: text('storage', { enum: ['local', 's3'] }).notNull(),
    objectKey: text('object_key').notNull(),
    /** Bytes received by the server's own PUT (null until then, and always null for S3). */
    receivedSize: bigint('received_size', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('dataset_uploads_project_idx').on(t.projectId)],
);
