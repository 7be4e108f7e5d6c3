import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/connection';

/** One template per test run (by process id), so runs started side by side never read each other's half-written file. */
export function postgresTemplateDbFor(runId: number) {
  return `assay_test_template_${runId}`;
}

export function pgliteTemplateFileFor(runId: number) {
  return new URL(`../../../.test-data/pglite-template-${runId}.tar.gz`, import.meta.url).pathname;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplateDb: string;
  }
}

/** Which database the server tests run on: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, migrated database for one test file, cloned from the template made in global setup. */
export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  if (!testDatabaseUrl) {
    const blob = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    const database = await openDatabase({ kind: 'embedded', dataDir: null, loadDataDir: blob });
    return { ...database, dispose: () => database.close() };
  }
  const name = `assay_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplateDb')}`);
  await admin.end();
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: withDatabase(testDatabaseUrl, name),
    poolSize: 5,
  });
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
