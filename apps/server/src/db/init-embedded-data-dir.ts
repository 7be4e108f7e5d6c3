import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Creates the data directory with PGlite's initdb, then closes it (CommonJS, run with `node -e`). */
const INIT_SCRIPT = `
const [pgliteEntry, pgDataDir] = process.argv.slice(1);
require(pgliteEntry).PGlite.create({ dataDir: pgDataDir }).then((db) => db.close());`;

/**
 * Creating a PGlite data directory runs initdb, whose WebAssembly memory (about 450 MB) would otherwise stay in
 * the server: V8 frees it only at a full garbage collection, and even a worker thread that exits leaves about
 * 100 MB of it in the process. A short-lived child process hands all of it back, so a server started on an
 * empty directory is about as small as one started on an existing one.
 */
export async function initEmbeddedDataDir(pgDataDir: string): Promise<void> {
  if (existsSync(path.join(pgDataDir, 'PG_VERSION'))) return;
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  try {
    await run(process.execPath, ['-e', INIT_SCRIPT, pgliteEntry, pgDataDir], { env: {}, timeout: 120_000 });
  } catch (err) {
    const detail = (err as { stderr?: string }).stderr?.trim().split('\n').at(-1) ?? String(err);
    throw new Error(`Creating the embedded database in ${pgDataDir} failed: ${detail}`);
  }
}
