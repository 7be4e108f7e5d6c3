import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, createUser, waitFor } from './test-app';
import { testDatabaseUrl } from './test-database';

const root = path.resolve(import.meta.dirname, '../../..');

function startWorkerProcess(env: Record<string, string>) {
  const child = spawn('node', ['scripts/start.mjs', '--worker'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('npm run worker', () => {
  it.skipIf(testDatabaseUrl)('refuses to run beside the embedded database, saying why', async () => {
    const worker = startWorkerProcess({ DATABASE_URL: '', DATA_DIR: path.join(root, '.test-data/worker-embedded') });
    expect(await worker.exited).toBe(2);
    expect(worker.output()).toMatch(/needs PostgreSQL \(set DATABASE_URL\)/);
  });

  it.runIf(testDatabaseUrl)(
    'runs jobs queued by a server that has no worker, and stops gracefully',
    async () => {
      const t = await createTestApp({ runWorker: false });
      const worker = startWorkerProcess({
        DATABASE_URL: t.database.connectionString ?? '',
        JWT_SECRET: 'x'.repeat(40),
      });
      try {
        const user = await createUser(t, 'Worker Owner');
        const projectId = await createProject(t, user, 'Purged by the worker');
        expect(
          (await call(t.app, { method: 'DELETE', url: `/v2/llm/project/${projectId}`, token: user.token })).status,
        ).toBe(200);
        await waitFor(async () => {
          const r = await t.database.sql.executeSql('select status from jobs where project_id = $1', [projectId]);
          return (r.rows[0] as { status: string } | undefined)?.status === 'succeeded';
        }, 30_000);
        worker.child.kill('SIGTERM');
        expect(await worker.exited).toBe(0);
      } finally {
        worker.child.kill('SIGKILL');
        await t.close();
      }
    },
    60_000,
  );
});
