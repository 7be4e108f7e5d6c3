import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedAutovacuum } from './embedded-autovacuum';
import { initEmbeddedDataDir } from './init-embedded-data-dir';
import * as schema from './tables';

export type Schema = typeof schema;
/** The one database type every repo takes: the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access in the shape pg-boss expects. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type Database = {
  kind: 'embedded' | 'postgres';
  db: Db;
  sql: SqlExecutor;
  /** Connection string for components that open their own pool (PostgreSQL only). */
  connectionString: string | null;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenDatabaseOptions =
  | { kind: 'postgres'; connectionString: string; poolSize: number }
  | { kind: 'embedded'; dataDir: string | null; loadDataDir?: Blob };

/**
 * PGlite keeps its buffer cache inside WebAssembly memory, which never shrinks; its default (160 MB) alone
 * would take a server idling on the embedded database past 400 MB. The operating system's page cache still
 * keeps hot data files in memory behind the smaller buffer cache.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB'];

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.connectionString, options.poolSize) : openPglite(options);
}

async function openPglite(options: { dataDir: string | null; loadDataDir?: Blob }): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = path.resolve(options.dataDir, 'pglite');
    if (!options.loadDataDir) await initEmbeddedDataDir(dataDir);
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  // pg-boss sends parameterless multi-statement scripts; PGlite runs those only through exec.
  const sql: SqlExecutor = {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const r = await client.query(text, values);
        return { rows: r.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
  const stopAutovacuum = startEmbeddedAutovacuum(sql, 10_000);
  return {
    kind: 'embedded',
    db,
    connectionString: null,
    sql,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      stopAutovacuum();
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    connectionString,
    sql: {
      async executeSql(text, values) {
        const r = await pool.query(text, values as unknown[] | undefined);
        return { rows: r.rows };
      },
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await pool.end();
    },
  };
}
