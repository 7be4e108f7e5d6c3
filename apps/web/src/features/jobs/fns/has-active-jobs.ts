import type { Job } from '@assay/shared/contracts/jobs';

/** Queued and running jobs still change on the server; finished ones never do. */
export function isJobActive(job: Pick<Job, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

export function hasActiveJobs(jobs: readonly Pick<Job, 'status'>[]): boolean {
  return jobs.some(isJobActive);
}
