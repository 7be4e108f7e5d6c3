import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/connection';
import { createQueue } from '../src/jobs/queue';
import { pgliteTemplateFileFor, postgresTemplateDbFor, testDatabaseUrl, withDatabase } from './test-database';

/** Migrates once (schema and pg-boss tables) into a template every test file clones. */
export default async function setup(project: TestProject) {
  if (!testDatabaseUrl) {
    const templateFile = pgliteTemplateFileFor(process.pid);
    project.provide('pgliteTemplateFile', templateFile);
    const database = await openDatabase({ kind: 'embedded', dataDir: null });
    const queue = createQueue(database, () => {});
    await queue.start();
    await queue.stop();
    const client = (database as unknown as { db: { $client: { dumpDataDir(c: string): Promise<Blob> } } }).db.$client;
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(templateFile), { recursive: true });
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return () => rmSync(templateFile, { force: true });
  }
  const templateDb = postgresTemplateDbFor(process.pid);
  project.provide('postgresTemplateDb', templateDb);
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDb} with (force)`);
  await admin.query(`create database ${templateDb}`);
  await admin.end();
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: withDatabase(testDatabaseUrl, templateDb),
    poolSize: 2,
  });
  const queue = createQueue(database, () => {});
  await queue.start();
  await queue.stop();
  await database.close();
  return async () => {
    const cleanup = new pg.Client({ connectionString: testDatabaseUrl ?? undefined });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${templateDb} with (force)`);
    await cleanup.end();
  };
}
