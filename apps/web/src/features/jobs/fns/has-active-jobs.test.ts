import { describe, expect, it } from 'vitest';
import { canRetryJob } from './can-retry-job';
import { formatJobType } from './format-job-type';
import { hasActiveJobs } from './has-active-jobs';

describe('hasActiveJobs', () => {
  it('keeps polling while anything is queued or running', () => {
    expect(hasActiveJobs([{ status: 'succeeded' }, { status: 'queued' }])).toBe(true);
    expect(hasActiveJobs([{ status: 'running' }])).toBe(true);
  });

  it('stops polling once every job has finished', () => {
    expect(hasActiveJobs([{ status: 'succeeded' }, { status: 'failed' }, { status: 'cancelled' }])).toBe(false);
    expect(hasActiveJobs([])).toBe(false);
  });
});

describe('canRetryJob', () => {
  it('offers a retry only for failed and cancelled jobs', () => {
    expect(canRetryJob({ status: 'failed' })).toBe(true);
    expect(canRetryJob({ status: 'cancelled' })).toBe(true);
    expect(canRetryJob({ status: 'succeeded' })).toBe(false);
    expect(canRetryJob({ status: 'running' })).toBe(false);
  });
});

describe('formatJobType', () => {
  it('turns machine names into a readable label', () => {
    expect(formatJobType('dataset.import')).toBe('Dataset import');
    expect(formatJobType('project_purge')).toBe('Project purge');
    expect(formatJobType('evaluation-run')).toBe('Evaluation run');
  });
});
