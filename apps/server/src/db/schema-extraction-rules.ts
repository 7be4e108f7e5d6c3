// Tables for the extraction-rules area; projects and users live in ./schema.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, projects, updatedAt, users } from './schema';
import { datasets } from './schema-datasets';

export type StoredSelector = {
  kinds: string[];
  namePattern: string;
  attributeMatches: Array<{ key: string; op: 'eq' | 'contains' | 'exists' | 'regex'; value: string }>;
};
export type StoredMapping = {
  column: string;
  role: string;
  type: 'string' | 'number' | 'boolean' | 'json' | 'datetime';
  source: 'input' | 'output' | 'attributes' | 'span';
  path: string;
};

export const extractionRules = pgTable(
  'extraction_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'set null' }),
    selector: jsonb('selector').$type<StoredSelector>().notNull(),
    mappings: jsonb('mappings').$type<StoredMapping[]>().notNull(),
    rowsProduced: integer('rows_produced').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('extraction_rules_project_name_key').on(t.projectId, t.name),
    index('extraction_rules_project_active_idx').on(t.projectId, t.isActive),
  ],
);

/**
 * Spans a rule has turned into a row. The primary key is what makes a re-sent span (or a backfill over spans
 * already seen live) never write a second row: a span is claimed here before its row is appended.
 */
export const extractionRuleSpans = pgTable(
  'extraction_rule_spans',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => extractionRules.id, { onDelete: 'cascade' }),
    traceId: text('trace_id').notNull(),
    spanId: text('span_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.traceId, t.spanId] })],
);
