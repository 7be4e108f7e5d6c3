import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Creating a PGlite data directory runs initdb, whose WebAssembly memory (about 450 MB) stays in the process
 * until a full garbage collection that V8 may not run for a long time. Doing it in a worker thread that then
 * exits hands that memory back at once, so a server started on an empty directory is as small as one
 * started on an existing one.
 */
export async function initEmbeddedDataDir(pgDataDir: string): Promise<void> {
  if (existsSync(path.join(pgDataDir, 'PG_VERSION'))) return;
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const { PGlite } = require(workerData.pgliteEntry);
     PGlite.create({ dataDir: workerData.pgDataDir }).then((db) => db.close());`,
    { eval: true, workerData: { pgliteEntry, pgDataDir } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Creating the embedded database in ${pgDataDir} failed (exit ${code})`)),
    );
  });
}
