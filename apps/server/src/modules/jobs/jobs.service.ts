import type { Page } from '@assay/shared/contracts/envelope';
import type { Job, JobStatus } from '@assay/shared/contracts/jobs';
import { conflict, notFound } from '../../http/app-error';
import { toPage } from '../../http/to-page';
import type { Queue } from '../../jobs/queue';
import type { JobRow, JobsRepo } from './jobs.repo';

export class JobCancelledError extends Error {
  constructor() {
    super('Cancelled');
  }
}

/** A failure that another attempt cannot fix (a malformed file, say): the job fails at once, without retries. */
export class PermanentJobError extends Error {}

/** What a job handler sees: its input, and a way to report progress that also notices cancellation. */
export type JobContext = {
  jobId: string;
  projectId: string | null;
  payload: Record<string, unknown>;
  /** Records progress (0..1); throws JobCancelledError once someone asked to cancel. */
  reportProgress(progress: number, message?: string): Promise<void>;
};

export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | void>;

/** How many times pg-boss re-delivers a failed job before it is marked failed for good. */
export const RETRY_LIMIT = 2;

const toJob = (r: JobRow): Job => ({
  id: r.id,
  projectId: r.projectId,
  type: r.type,
  status: r.status,
  progress: r.progress,
  message: r.message,
  error: r.error,
  attempts: r.attempts,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  startedAt: r.startedAt?.toISOString() ?? null,
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

export function createJobsService(deps: { repo: JobsRepo; queue: Queue }) {
  const { repo, queue } = deps;

  async function dispatch(row: JobRow) {
    const bossJobId = await queue.send(
      row.type,
      { jobId: row.id },
      { retryLimit: RETRY_LIMIT, retryDelay: 2, retryBackoff: true, expireInMinutes: 30 },
    );
    await repo.update(row.id, { bossJobId });
  }

  async function getInProject(projectId: string, jobId: string) {
    const row = await repo.findById(jobId);
    if (!row || row.projectId !== projectId) throw notFound('No such job in this project');
    return row;
  }

  return {
    async enqueue(input: {
      type: string;
      projectId: string | null;
      orgId: string | null;
      payload: Record<string, unknown>;
      createdBy: string | null;
      message?: string;
    }): Promise<Job> {
      const row = await repo.insert({ ...input, message: input.message ?? 'Waiting to start' });
      await dispatch(row);
      return toJob(row);
    },

    async list(
      projectId: string,
      query: { status?: JobStatus | undefined; page: number; size: number },
    ): Promise<Page<Job>> {
      const { rows, total } = await repo.listByProject(projectId, query);
      return toPage(rows.map(toJob), total, query.page, query.size);
    },

    async get(projectId: string, jobId: string): Promise<Job> {
      return toJob(await getInProject(projectId, jobId));
    },

    async cancel(projectId: string, jobId: string): Promise<Job> {
      const row = await getInProject(projectId, jobId);
      if (row.status !== 'queued' && row.status !== 'running')
        throw conflict(`This job has already ${row.status === 'succeeded' ? 'finished' : row.status}`);
      if (row.status === 'queued') {
        if (row.bossJobId) await queue.cancel(row.type, row.bossJobId);
        const updated = await repo.update(row.id, {
          status: 'cancelled',
          isCancelRequested: true,
          finishedAt: new Date(),
          message: 'Cancelled before it started',
        });
        return toJob(updated ?? row);
      }
      // A running job stops at its next progress report.
      const updated = await repo.update(row.id, { isCancelRequested: true, message: 'Cancelling…' });
      return toJob(updated ?? row);
    },

    async retry(projectId: string, jobId: string): Promise<Job> {
      const row = await getInProject(projectId, jobId);
      if (row.status !== 'failed' && row.status !== 'cancelled')
        throw conflict('Only failed or cancelled jobs can be retried');
      const reset = await repo.update(row.id, {
        status: 'queued',
        progress: 0,
        error: null,
        isCancelRequested: false,
        startedAt: null,
        finishedAt: null,
        message: 'Waiting to start (retry)',
      });
      if (!reset) throw notFound('No such job in this project');
      await dispatch(reset);
      return toJob(reset);
    },

    /** Runs one delivery of a job through its handler and records the outcome people see. */
    async run(jobId: string, handler: JobHandler, delivery: { retryCount: number; retryLimit: number }): Promise<void> {
      const row = await repo.claim(jobId);
      if (!row) return;
      const ctx: JobContext = {
        jobId,
        projectId: row.projectId,
        payload: (row.payload ?? {}) as Record<string, unknown>,
        async reportProgress(progress, message) {
          const current = await repo.update(jobId, {
            progress: Math.max(0, Math.min(1, progress)),
            ...(message ? { message } : {}),
          });
          if (current?.isCancelRequested) throw new JobCancelledError();
        },
      };
      try {
        const result = await handler(ctx);
        await repo.update(jobId, {
          status: 'succeeded',
          progress: 1,
          finishedAt: new Date(),
          message: 'Done',
          result: result ?? null,
        });
      } catch (err) {
        if (err instanceof JobCancelledError) {
          await repo.update(jobId, { status: 'cancelled', finishedAt: new Date(), message: 'Cancelled' });
          return;
        }
        const isFinal = err instanceof PermanentJobError || delivery.retryCount >= delivery.retryLimit;
        await repo.update(
          jobId,
          isFinal
            ? { status: 'failed', finishedAt: new Date(), error: errorMessage(err), message: 'Failed' }
            : {
                status: 'queued',
                error: errorMessage(err),
                message: `Attempt ${delivery.retryCount + 1} failed; retrying`,
              },
        );
        // Rethrow so pg-boss schedules the retry.
        if (!isFinal) throw err;
      }
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
