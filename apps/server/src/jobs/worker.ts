import type { JobHandler, JobsService } from '../modules/jobs/jobs.service';
import type { Queue } from './queue';

export type JobHandlers = Record<string, JobHandler>;

/** Subscribes one pg-boss worker per job type; runs in the server process or in `npm run worker`. */
export async function startWorker(queue: Queue, jobs: JobsService, handlers: JobHandlers): Promise<void> {
  for (const [type, handler] of Object.entries(handlers)) {
    await queue.work(type, (job) =>
      jobs.run(job.data.jobId, handler, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
    );
  }
}
