import type { Job } from '@assay/shared/contracts/jobs';

export function canRetryJob(job: Pick<Job, 'status'>): boolean {
  return job.status === 'failed' || job.status === 'cancelled';
}
