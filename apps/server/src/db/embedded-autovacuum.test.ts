import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, createUser, waitFor, type TestApp } from '../../test/test-app';
import { runEmbeddedAutovacuum } from './embedded-autovacuum';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('embedded autovacuum', () => {
  it('analyzes a table once enough of its rows changed, and then leaves it alone', async () => {
    const user = await createUser(t, 'Many Projects');
    for (let i = 0; i < 80; i++) await createProject(t, user, `Project ${i}`);
    const done = await waitFor(async () => {
      const ran = await runEmbeddedAutovacuum(t.database.sql);
      return ran.includes('analyze projects') ? ran : null;
    });
    expect(done).toContain('analyze project_members');
    expect(await runEmbeddedAutovacuum(t.database.sql)).not.toContain('analyze projects');
  });
});
