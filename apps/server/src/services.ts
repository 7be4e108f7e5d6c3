import type { Config } from './config';
import type { Database } from './db/connection';
import type { Queue } from './jobs/queue';
import type { JobHandlers } from './jobs/worker';
import { createSecretBox } from './crypto/secret-box';
import type { Mailer } from './mail/mailer';
import { createAnalyticsRepo } from './modules/analytics/analytics.repo';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createActivityRepo } from './modules/activity/activity.repo';
import { createActivityService } from './modules/activity/activity.service';
import { createApiKeysRepo } from './modules/api-keys/api-keys.repo';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { createTracesRepo } from './modules/traces/traces.repo';
import { createTracesService } from './modules/traces/traces.service';
import { createAccessTokens } from './modules/auth/access-token';
import { createAuthRepo } from './modules/auth/auth.repo';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordHasher } from './modules/auth/passwords';
import { createCredentialsRepo } from './modules/credentials/credentials.repo';
import { createCredentialsService } from './modules/credentials/credentials.service';
import { createJobsRepo } from './modules/jobs/jobs.repo';
import { createJobsService } from './modules/jobs/jobs.service';
import { createProjectsRepo } from './modules/projects/projects.repo';
import { createProjectsService, type ProjectsService } from './modules/projects/projects.service';
import { createPromptsRepo } from './modules/prompts/prompts.repo';
import { CANVAS_JOB, createPromptsService } from './modules/prompts/prompts.service';
import { createProvidersRepo } from './modules/providers/providers.repo';
import { createProvidersService } from './modules/providers/providers.service';
import { createUsersRepo } from './modules/users/users.repo';
import { createModelCaller } from './providers/call-model';
import { listRemoteModels } from './providers/list-remote-models';
import { createLocalModels } from './providers/local-models';
import { createUsersService } from './modules/users/users.service';
import { createDatasetsRepo } from './modules/datasets/datasets.repo';
import { createDatasetsService, DATASET_IMPORT_JOB } from './modules/datasets/datasets.service';
import { createSnapshotsRepo } from './modules/snapshots/snapshots.repo';
import { createSnapshotsService } from './modules/snapshots/snapshots.service';
import { createObjectStore } from './storage/create-object-store';
import { createExtractionRulesRepo } from './modules/extraction-rules/extraction-rules.repo';
import {
  createExtractionRulesService,
  EXTRACTION_BACKFILL_JOB,
} from './modules/extraction-rules/extraction-rules.service';

export const PROJECT_PURGE_JOB = 'project.purge';

export type ServiceDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  queue: Queue;
  jwtSecret: string;
  /** 32-byte key that encrypts provider credentials at rest. */
  secretKey: Buffer;
  now?: () => Date;
  /** Where failures of fire-and-forget work (analytics flushes) are reported. */
  onBackgroundError?: (err: unknown) => void;
};

/** Wires every service to its repo and to the services it calls. Used by the HTTP server and the worker. */
export function createServices(deps: ServiceDeps) {
  const { config, database, mailer, queue } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());

  const jobs = createJobsService({ repo: createJobsRepo(db), queue });
  const apiKeys = createApiKeysService({
    repo: createApiKeysRepo(db),
    now,
    onBackgroundError: deps.onBackgroundError ?? (() => {}),
  });
  const activity = createActivityService(createActivityRepo(db));

  // users and projects call each other (removal hands projects over), so projects is bound late.
  let projects: ProjectsService | null = null;
  const users = createUsersService({
    repo: createUsersRepo(db),
    mailer,
    publicUrl: config.publicUrl,
    onBeforeRemove: async (removedUserId, actor) => {
      await projects?.handOverProjects(removedUserId, actor.id);
    },
  });
  projects = createProjectsService({
    repo: createProjectsRepo(db),
    users,
    activity,
    mailer,
    publicUrl: config.publicUrl,
    now,
    enqueuePurge: async (project, actor) => {
      await jobs.enqueue({
        type: PROJECT_PURGE_JOB,
        projectId: project.id,
        orgId: project.orgId,
        payload: {},
        createdBy: actor.id,
        message: 'Removing project data',
      });
    },
  });

  const passwords = createPasswordHasher({ memoryKib: config.ARGON2_MEMORY_KIB, iterations: config.ARGON2_ITERATIONS });
  const auth = createAuthService({
    repo: createAuthRepo(db),
    users,
    passwords,
    accessTokens: createAccessTokens(deps.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS, now),
    mailer,
    publicUrl: config.publicUrl,
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    isSignupEnabled: config.SIGNUP_ENABLED,
    now,
  });

  // GGUF files in MODELS_DIR, run in-process by the optional node-llama-cpp; disposed when the app closes.
  const localModels = createLocalModels({ modelsDir: config.modelsDir, threads: config.LOCAL_MODEL_THREADS });
  const { callModel, streamModel } = createModelCaller(localModels);
  const credentials = createCredentialsService({
    repo: createCredentialsRepo(db),
    secrets: createSecretBox(deps.secretKey),
    listRemoteModels,
    localStatus: () => localModels.status(),
  });
  const providers = createProvidersService({
    repo: createProvidersRepo(db),
    credentials,
    listRemoteModels,
    local: localModels,
  });

  const analytics = createAnalyticsService(createAnalyticsRepo(db), {
    flushIntervalMs: 250,
    onError: deps.onBackgroundError ?? (() => {}),
  });
  const prompts = createPromptsService({
    repo: createPromptsRepo(db),
    providers,
    analytics,
    callModel,
    streamModel,
    timeoutMs: config.MODEL_CALL_TIMEOUT_MS,
    enqueueCanvas: ({ projectId, orgId, createdBy, payload }) =>
      jobs.enqueue({
        type: CANVAS_JOB,
        projectId,
        orgId,
        createdBy,
        payload,
        message: `Waiting to run ${payload.rows.length} rows`,
      }),
    getJob: (projectId, jobId) => jobs.get(projectId, jobId),
  });

  const objectStore = createObjectStore(config, deps.secretKey);
  const datasetsRepo = createDatasetsRepo(db);
  const datasets = createDatasetsService({
    repo: datasetsRepo,
    database,
    store: objectStore.store,
    localStore: objectStore.localStore,
    signer: objectStore.signer,
    publicUrl: config.publicUrl,
    uploadMaxBytes: config.DATASET_UPLOAD_MAX_BYTES,
    enqueueImport: ({ projectId, orgId, createdBy, payload, message }) =>
      jobs.enqueue({ type: DATASET_IMPORT_JOB, projectId, orgId, createdBy, payload, message }),
    now,
  });
  const traces = createTracesService({
    repo: createTracesRepo(db),
    priceOf: (orgId, modelId) => providers.priceOf(orgId, modelId),
    datasets,
    onBackgroundError: deps.onBackgroundError ?? (() => {}),
  });
  const snapshots = createSnapshotsService({ repo: createSnapshotsRepo(db), datasets });
  const extractionRules = createExtractionRulesService({
    repo: createExtractionRulesRepo(db),
    datasets: {
      getDataset: (projectId, datasetId) => datasets.getDataset(projectId, datasetId),
      createDataset: (projectId, actorId, input) => datasets.createDataset(projectId, actorId, input),
      // A column renamed in the dataset is reported on the rule, not silently added back as a new column.
      appendRows: (projectId, datasetId, rows) =>
        datasets.appendRows(projectId, datasetId, rows, { addMissingColumns: false }),
    },
    traces,
    enqueueBackfill: ({ projectId, orgId, createdBy, payload, message }) =>
      jobs.enqueue({ type: EXTRACTION_BACKFILL_JOB, projectId, orgId, createdBy, payload, message }),
    flushIntervalMs: 250,
    onError: deps.onBackgroundError ?? (() => {}),
  });
  // Rules run on spans after they are committed, batched off the ingest request.
  traces.onSpansStored((projectId, spans) => extractionRules.onSpansStored(projectId, spans));

  const projectsService = projects;
  const jobHandlers: JobHandlers = {
    [DATASET_IMPORT_JOB]: (ctx) => datasets.runImportJob(ctx),
    [CANVAS_JOB]: (ctx) => prompts.runCanvasJob(ctx),
    [EXTRACTION_BACKFILL_JOB]: (ctx) => extractionRules.runBackfillJob(ctx),
    [PROJECT_PURGE_JOB]: async (ctx) => {
      if (!ctx.projectId) throw new Error('project.purge needs a project id');
      await ctx.reportProgress(0.1, 'Removing project data');
      await projectsService.purge(ctx.projectId);
      return { purged: ctx.projectId };
    },
  };

  return {
    auth,
    users,
    projects: projectsService,
    activity,
    jobs,
    passwords,
    credentials,
    providers,
    localModels,
    analytics,
    prompts,
    apiKeys,
    traces,
    datasets,
    snapshots,
    extractionRules,
    jobHandlers,
  };
}

export type Services = ReturnType<typeof createServices>;
