import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/connection';
import type { DatasetsRepo } from './datasets.repo';

/**
 * Writes imported rows (the JSON text of each row's values) in large batches. On PostgreSQL one COPY stream on
 * a connection of its own carries the whole file (one transaction: a failed import leaves nothing behind),
 * written while the next batch is parsed; on PGlite each batch is one INSERT of newline-separated JSON split by
 * the database, the fastest path measured there (COPY FROM '/dev/blob' was 3-6x slower).
 */
export type ImportWriter = {
  /** Rows per write: small for COPY (a stream, so memory stays low), larger for PGlite (fewer statements). */
  batchRows: number;
  write(firstRowKey: number, rows: readonly string[]): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
};

const COPY_SQL = 'copy dataset_rows (dataset_id, row_key, valid_from, "values") from stdin';

/** COPY text format: JSON text never holds raw tabs or newlines, so only backslashes need escaping. */
const copyLine = (datasetId: string, key: number, json: string) =>
  `${datasetId}\t${key}\t1\t${json.includes('\\') ? json.replace(/\\/g, '\\\\') : json}\n`;

async function createCopyWriter(connectionString: string, datasetId: string): Promise<ImportWriter> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const stream = client.query(copyFrom(COPY_SQL));
  let failure: Error | null = null;
  stream.on('error', (err: Error) => (failure = err));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  done.catch(() => {});
  return {
    batchRows: 2000,
    async write(firstRowKey, rows) {
      if (failure) throw failure;
      let chunk = '';
      for (let i = 0; i < rows.length; i++) chunk += copyLine(datasetId, firstRowKey + i, rows[i]!);
      if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), done]);
    },
    async finish() {
      stream.end();
      try {
        await done;
      } finally {
        await client.end();
      }
    },
    async abort() {
      stream.destroy(new Error('import aborted'));
      await client.end().catch(() => {});
    },
  };
}

function createInsertWriter(repo: DatasetsRepo, datasetId: string): ImportWriter {
  return {
    batchRows: 5000,
    write: (firstRowKey, rows) => repo.insertImportBatch(datasetId, firstRowKey, rows),
    finish: async () => {},
    abort: async () => {},
  };
}

export async function createImportWriter(database: Database, repo: DatasetsRepo, datasetId: string) {
  return database.kind === 'postgres' && database.connectionString
    ? createCopyWriter(database.connectionString, datasetId)
    : createInsertWriter(repo, datasetId);
}
