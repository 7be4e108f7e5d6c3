import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { initEmbeddedDataDir } from './init-embedded-data-dir';

const root = mkdtempSync(path.join(tmpdir(), 'assay-init-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Embedded only: the PostgreSQL pass has nothing to add here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded data directory', () => {
  it('is created by initdb in a child process, and left alone once it exists', async () => {
    const dir = path.join(root, 'fresh');
    await initEmbeddedDataDir(dir);
    const versionFile = path.join(dir, 'PG_VERSION');
    expect(existsSync(versionFile)).toBe(true);
    const created = statSync(versionFile).mtimeMs;
    await initEmbeddedDataDir(dir);
    expect(statSync(versionFile).mtimeMs).toBe(created);
  });

  it('says which directory could not be created', async () => {
    const blocker = path.join(root, 'a-file');
    writeFileSync(blocker, 'not a directory');
    await expect(initEmbeddedDataDir(path.join(blocker, 'pglite'))).rejects.toThrow(
      `Creating the embedded database in ${path.join(blocker, 'pglite')} failed`,
    );
  });

  it('opens with a small buffer cache, migrates, and keeps data across a reopen', async () => {
    const dataDir = path.join(root, 'data');
    const first = await openDatabase({ kind: 'embedded', dataDir });
    const shown = await first.sql.executeSql('show shared_buffers');
    expect(shown.rows).toEqual([{ shared_buffers: '32MB' }]);
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const second = await openDatabase({ kind: 'embedded', dataDir });
    const rows = await second.sql.executeSql('select v from kept');
    expect(rows.rows).toEqual([{ v: 'still here' }]);
    await second.close();
  });
});
