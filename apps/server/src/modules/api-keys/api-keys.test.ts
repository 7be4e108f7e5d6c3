import { ApiKeyListSchema, CreatedApiKeySchema } from '@assay/shared/contracts/api-keys';
import { envelopeOf } from '@assay/shared/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  shareProject,
  fingerprintDatabase,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let projectId: string;

async function shareAs(user: TestUser, accessLevel: 'viewer' | 'editor') {
  await shareProject(t, owner, projectId, user, accessLevel);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Key Owner');
  viewer = await createUser(t, 'Key Viewer');
  projectId = await createProject(t, owner, 'Keys project');
  await shareAs(viewer, 'viewer');
});
afterAll(async () => {
  await t.close();
});

const create = (user: TestUser, name: string) =>
  call(t.app, { method: 'POST', url: '/v2/llm/api-keys', token: user.token, projectId, payload: { name } });
const list = async (user: TestUser) => {
  const res = await call(t.app, { method: 'GET', url: '/v2/llm/api-keys', token: user.token, projectId });
  expect(res.status).toBe(200);
  return envelopeOf(ApiKeyListSchema).parse(res.body).data.content;
};

describe('project API keys', () => {
  it('shows the secret once, lists only the prefix, and stores a hash, never the key', async () => {
    const res = await create(owner, 'CI exporter');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = envelopeOf(CreatedApiKeySchema).parse(res.body).data;
    expect(created.key).toMatch(/^assay_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.createdBy).toBe('Key Owner');

    const listed = await list(viewer);
    const mine = listed.find((k) => k.id === created.id);
    expect(mine).toMatchObject({
      name: 'CI exporter',
      prefix: created.prefix,
      createdBy: 'Key Owner',
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const rows = await t.database.sql.executeSql('select api_keys::text as row from api_keys');
    const dump = JSON.stringify(rows.rows);
    expect(dump).not.toContain(created.key);
    expect(dump).not.toContain(created.key.slice(created.prefix.length + 1));
    expect(dump).toContain(created.prefix);
  });

  it('authenticates a key to its project, and refuses it once revoked', async () => {
    const created = envelopeOf(CreatedApiKeySchema).parse((await create(owner, 'To revoke')).body).data;
    const caller = await t.services.apiKeys.authenticate(created.key);
    expect(caller?.project.id).toBe(projectId);
    expect(await t.services.apiKeys.authenticate(`${created.key.slice(0, -1)}x`)).toBeNull();

    const revoked = await call(t.app, {
      method: 'DELETE',
      url: `/v2/llm/api-keys/${created.id}`,
      token: owner.token,
      projectId,
    });
    expect(revoked.status).toBe(200);
    expect(await t.services.apiKeys.authenticate(created.key)).toBeNull();
    expect((await list(owner)).map((k) => k.id)).not.toContain(created.id);

    const again = await call(t.app, {
      method: 'DELETE',
      url: `/v2/llm/api-keys/${created.id}`,
      token: owner.token,
      projectId,
    });
    expect(again.status).toBe(404);
  });

  it('records when a key was last used', async () => {
    const created = envelopeOf(CreatedApiKeySchema).parse((await create(owner, 'Used')).body).data;
    await t.services.apiKeys.authenticate(created.key);
    await new Promise((r) => setTimeout(r, 100));
    const used = (await list(owner)).find((k) => k.id === created.id);
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('lets a viewer list keys but not create or revoke them', async () => {
    const created = envelopeOf(CreatedApiKeySchema).parse((await create(owner, 'Guarded')).body).data;
    const before = await fingerprintDatabase(t);
    const refused = await create(viewer, 'Sneaky');
    expect(refused.status).toBe(403);
    const revoke = await call(t.app, {
      method: 'DELETE',
      url: `/v2/llm/api-keys/${created.id}`,
      token: viewer.token,
      projectId,
    });
    expect(revoke.status).toBe(403);
    expect(await fingerprintDatabase(t)).toBe(before);
  });

  it('refuses a blank name with a field error', async () => {
    const res = await create(owner, '   ');
    expect(res.status).toBe(400);
    expect(res.body.message.length).toBeGreaterThan(0);
  });
});
