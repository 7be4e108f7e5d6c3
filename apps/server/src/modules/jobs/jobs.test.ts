import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueue } from '../../jobs/queue';
import { startWorker } from '../../jobs/worker';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  waitFor,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { createJobsRepo } from './jobs.repo';
import { createJobsService, PermanentJobError } from './jobs.service';

let t: TestApp;
let owner: TestUser;
let projectId: string;
let failuresLeft = 0;

beforeAll(async () => {
  t = await createTestApp({
    extraJobHandlers: () => ({
      'test.count': async (ctx) => {
        for (let i = 1; i <= 4; i++) await ctx.reportProgress(i / 4, `step ${i} of 4`);
        return { counted: 4 };
      },
      'test.flaky': async () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('upstream said 503');
        }
        return { ok: true };
      },
      'test.bad-input': async () => {
        throw new PermanentJobError('line 3: expected 2 fields, found 5');
      },
      'test.endless': async (ctx) => {
        for (;;) {
          await ctx.reportProgress(0.5, 'working');
          await new Promise((r) => setTimeout(r, 50));
        }
      },
    }),
  });
  owner = await createUser(t, 'Job Owner');
  projectId = await createProject(t, owner, 'Jobs project');
});
afterAll(async () => {
  await t.close();
});

const enqueue = (type: string) =>
  t.services.jobs.enqueue({ type, projectId, orgId: owner.orgId, payload: {}, createdBy: owner.id });
const getJob = async (id: string) =>
  (await call(t.app, { method: 'GET', url: `/v2/llm/jobs/${id}`, token: owner.token, projectId })).body.data;
const until = (id: string, status: string) =>
  waitFor(async () => ((await getJob(id)).status === status ? getJob(id) : null), 20_000);

describe('jobs', () => {
  it('runs a job to completion with progress, visible in the project job list', async () => {
    const job = await enqueue('test.count');
    const done = await until(job.id, 'succeeded');
    expect(done).toMatchObject({ progress: 1, attempts: 1, error: null });
    const list = await call(t.app, { method: 'GET', url: '/v2/llm/jobs', token: owner.token, projectId });
    expect((list.body.data.content as Array<{ id: string }>).some((j) => j.id === job.id)).toBe(true);
  });

  it('retries a failing job, marks it failed with the error after the last attempt, and runs again on retry', async () => {
    failuresLeft = 3;
    const job = await enqueue('test.flaky');
    const failed = await until(job.id, 'failed');
    expect(failed.attempts).toBe(3);
    expect(failed.error).toBe('upstream said 503');
    const retried = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/jobs/${job.id}/retry`,
      token: owner.token,
      projectId,
    });
    expect(retried.status).toBe(200);
    const ok = await until(job.id, 'succeeded');
    expect(ok.error).toBeNull();
  });

  it('fails a job at once, without retries, when its handler says another attempt cannot help', async () => {
    const job = await enqueue('test.bad-input');
    const failed = await until(job.id, 'failed');
    expect(failed).toMatchObject({ attempts: 1, error: 'line 3: expected 2 fields, found 5' });
  });

  it('cancels a running job at its next progress report', async () => {
    const job = await enqueue('test.endless');
    await until(job.id, 'running');
    const res = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/jobs/${job.id}/cancel`,
      token: owner.token,
      projectId,
    });
    expect(res.status).toBe(200);
    await until(job.id, 'cancelled');
    const again = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/jobs/${job.id}/cancel`,
      token: owner.token,
      projectId,
    });
    expect(again.status).toBe(409);
  });

  it('keeps a queued job through a restart: a new worker on the same database runs it', async () => {
    const job = await enqueue('test.later');
    expect((await getJob(job.id)).status).toBe('queued');
    const restarted = createQueue(t.database, () => {});
    await restarted.start();
    try {
      const jobs = createJobsService({ repo: createJobsRepo(t.database.db), queue: restarted });
      await startWorker(restarted, jobs, { 'test.later': async () => ({ ran: true }) });
      await until(job.id, 'succeeded');
    } finally {
      await restarted.stop();
    }
  });

  it('cancels a queued job before it starts', async () => {
    const job = await enqueue('test.never-handled');
    const res = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/jobs/${job.id}/cancel`,
      token: owner.token,
      projectId,
    });
    expect(res.body.data.status).toBe('cancelled');
  });
});
