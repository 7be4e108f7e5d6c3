import PgBoss from 'pg-boss';
import type { Database } from '../db/connection';

export type Queue = {
  start(): Promise<void>;
  stop(): Promise<void>;
  ensureQueue(name: string): Promise<void>;
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  work(name: string, handler: (job: PgBoss.JobWithMetadata<{ jobId: string }>) => Promise<void>): Promise<void>;
  cancel(name: string, id: string): Promise<void>;
  isStarted(): boolean;
};

/**
 * pg-boss on whichever database is open. On PGlite it runs through the same single connection
 * (an adapter, since PGlite's node-postgres shim breaks pg-boss); on PostgreSQL it opens a small pool.
 */
export function createQueue(database: Database, onError: (err: Error) => void): Queue {
  const boss =
    database.kind === 'postgres' && database.connectionString
      ? new PgBoss({ connectionString: database.connectionString, max: 4, schedule: false })
      : new PgBoss({ db: { executeSql: (text, values) => database.sql.executeSql(text, values) }, schedule: false });
  boss.on('error', onError);
  const created = new Set<string>();
  const workerIds = new Map<string, string>();
  let started = false;

  return {
    async start() {
      await boss.start();
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async ensureQueue(name) {
      if (created.has(name)) return;
      await boss.createQueue(name);
      created.add(name);
    },
    async send(name, data, options) {
      await this.ensureQueue(name);
      const id = await boss.send(name, data, options ?? {});
      // A worker in this process picks the job up now instead of at its next poll.
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },
    async work(name, handler) {
      await this.ensureQueue(name);
      const id = await boss.work<{ jobId: string }>(
        name,
        { includeMetadata: true, pollingIntervalSeconds: 1, batchSize: 1 },
        async ([job]) => {
          if (job) await handler(job);
        },
      );
      workerIds.set(name, id);
    },
    async cancel(name, id) {
      await boss.cancel(name, id);
    },
    isStarted: () => started,
  };
}
