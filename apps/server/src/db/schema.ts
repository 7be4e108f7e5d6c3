import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  integer,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** Null while the user is only invited. */
    passwordHash: text('password_hash'),
    orgRole: text('org_role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    status: text('status', { enum: ['invited', 'unverified', 'active'] }).notNull(),
    isBlacklisted: boolean('is_blacklisted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_org_idx').on(t.orgId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use tokens mailed to a person: email verification and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when deletion is requested; a purge job removes the rest. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // The project list walks this index newest-first and stops after one page.
  (t) => [
    index('projects_org_idx').on(t.orgId),
    index('projects_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessLevel: text('access_level', { enum: ['owner', 'editor', 'viewer'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

export const projectShares = pgTable(
  'project_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    accessLevel: text('access_level', { enum: ['owner', 'editor', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_shares_hash_key').on(t.tokenHash), index('project_shares_project_idx').on(t.projectId)],
);

export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'granted', 'refused'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('access_requests_one_pending_key')
      .on(t.projectId, t.userId)
      .where(sql`status = 'pending'`),
    index('access_requests_project_idx').on(t.projectId, t.status),
  ],
);

export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    type: text('type').notNull(),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activity_project_created_idx').on(t.projectId, t.createdAt)],
);

/** The job-status record; pg-boss holds the delivery state, this holds what people see. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id'),
    orgId: uuid('org_id'),
    type: text('type').notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    progress: real('progress').notNull().default(0),
    message: text('message').notNull().default(''),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').notNull().default({}),
    result: jsonb('result'),
    bossJobId: text('boss_job_id'),
    isCancelRequested: boolean('is_cancel_requested').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_project_created_idx').on(t.projectId, t.createdAt), index('jobs_org_idx').on(t.orgId)],
);

/** Model-provider credentials of an organisation; the secret part is AES-256-GCM encrypted. */
export const credentials = pgTable(
  'credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    provider: text('provider', {
      enum: ['openai', 'anthropic', 'google', 'azure-openai', 'openai-compatible', 'local'],
    }).notNull(),
    name: text('name').notNull(),
    encryptedSecret: text('encrypted_secret').notNull(),
    /** Last four characters of the key, kept to show a masked hint. */
    secretHint: text('secret_hint').notNull(),
    baseUrl: text('base_url'),
    settings: jsonb('settings').notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
    lastTestOk: boolean('last_test_ok'),
    lastTestMessage: text('last_test_message'),
  },
  (t) => [uniqueIndex('credentials_org_name_key').on(t.orgId, t.name)],
);

/** Models a team added by hand to a provider (besides the built-in list). */
export const providerModels = pgTable(
  'provider_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('provider_models_org_provider_model_key').on(t.orgId, t.provider, t.model)],
);

/** Per-organisation price overrides, USD per million tokens. */
export const modelPrices = pgTable(
  'model_prices',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    inputPerMillion: real('input_per_million').notNull(),
    outputPerMillion: real('output_per_million').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.model] })],
);

export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A slash-separated folder path, e.g. "support/refunds"; null at the top level. */
    directory: text('directory'),
    defaultVersionId: uuid('default_version_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('prompts_project_name_key').on(t.projectId, t.name),
    index('prompts_project_updated_idx').on(t.projectId, t.updatedAt),
  ],
);

/** Committed versions are immutable: rows are only ever inserted. */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    template: jsonb('template').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('prompt_versions_prompt_version_key').on(t.promptId, t.version)],
);

/** Unsaved playground work per user and prompt, so a reload or a crash loses nothing. */
export const promptDrafts = pgTable(
  'prompt_drafts',
  {
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: jsonb('state').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.userId] })],
);

/** Every run of a prompt: the execution doc whose id is the playground's dpId. */
export const promptExecutions = pgTable(
  'prompt_executions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    promptId: uuid('prompt_id').references(() => prompts.id, { onDelete: 'set null' }),
    versionId: uuid('version_id').references(() => promptVersions.id, { onDelete: 'set null' }),
    isDraft: boolean('is_draft').notNull(),
    template: jsonb('template').notNull(),
    variables: jsonb('variables').notNull(),
    model: text('model').notNull(),
    parameters: jsonb('parameters').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    response: text('response'),
    toolCalls: jsonb('tool_calls'),
    error: text('error'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    isTokenCountEstimated: boolean('is_token_count_estimated').notNull().default(false),
    costUsd: real('cost_usd'),
    latencyMs: integer('latency_ms'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('prompt_executions_prompt_created_idx').on(t.promptId, t.createdAt),
    index('prompt_executions_project_created_idx').on(t.projectId, t.createdAt),
  ],
);

/** Product analytics, e.g. one `prompt.run` per run carrying the user name and project name (SPEC section 9). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    projectId: uuid('project_id'),
    projectName: text('project_name'),
    userId: uuid('user_id'),
    userName: text('user_name'),
    properties: jsonb('properties').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_type_created_idx').on(t.type, t.createdAt)],
);

/** One result row of a canvas run (a prompt over many variable rows, as a background job). */
export const canvasResults = pgTable(
  'canvas_results',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    variables: jsonb('variables').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    response: text('response'),
    error: text('error'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    costUsd: real('cost_usd'),
    latencyMs: integer('latency_ms'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowIndex] })],
);
