import { envelopeOf } from '@assay/shared/contracts/envelope';
import { CredentialSchema } from '@assay/shared/contracts/credentials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-providers/fake-llm-server';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';

let t: TestApp;
let fake: FakeLlmServer;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeLlmServer();
  owner = await createUser(t, 'Key Keeper');
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('credentials', () => {
  it('stores the key encrypted and only ever returns it masked', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/credential',
      token: owner.token,
      payload: { provider: 'openai', name: 'openai-main', apiKey: 'sk-test-SECRET-9876', baseUrl: fake.urls.openai },
    });
    expect(res.status).toBe(200);
    const credential = envelopeOf(CredentialSchema).parse(res.body).data;
    expect(credential.maskedKey).toBe('••••9876');
    const listed = await call(t.app, { method: 'GET', url: '/credential', token: owner.token });
    expect(JSON.stringify(listed.body)).not.toContain('SECRET');
    const stored = await t.database.sql.executeSql('select encrypted_secret from credentials where id = $1', [
      credential.id,
    ]);
    expect(JSON.stringify(stored.rows)).not.toContain('SECRET');
  });

  it("tests the connection and reports the provider's own error", async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/credential',
      token: owner.token,
      payload: { provider: 'openai-compatible', name: 'ollama', apiKey: '', baseUrl: fake.urls.openai },
    });
    const id = created.body.data.id as string;
    const good = await call(t.app, { method: 'POST', url: `/credential/${id}/test`, token: owner.token });
    expect(good.body.data).toMatchObject({ ok: true, models: ['fake-model', 'fake-model-mini'] });

    fake.script({
      kind: 'status',
      status: 401,
      body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
    });
    const bad = await call(t.app, { method: 'POST', url: `/credential/${id}/test`, token: owner.token });
    expect(bad.body.data.ok).toBe(false);
    expect(bad.body.data.message).toContain('Incorrect API key provided');
    const listed = await call(t.app, { method: 'GET', url: '/credential', token: owner.token });
    expect(listed.body.data.content.find((c: { id: string }) => c.id === id).lastTestOk).toBe(false);
  });

  it('explains what a credential needs, and refuses duplicates and other organisations', async () => {
    const noUrl = await call(t.app, {
      method: 'POST',
      url: '/credential',
      token: owner.token,
      payload: { provider: 'openai-compatible', name: 'vllm' },
    });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.errors?.baseUrl).toEqual(['An OpenAI-compatible server needs its base URL']);
    const noKey = await call(t.app, {
      method: 'POST',
      url: '/credential',
      token: owner.token,
      payload: { provider: 'anthropic', name: 'claude' },
    });
    expect(noKey.body.errors?.apiKey).toEqual(['API key is required']);
    const dup = await call(t.app, {
      method: 'POST',
      url: '/credential',
      token: owner.token,
      payload: { provider: 'openai', name: 'openai-main', apiKey: 'sk-another-key' },
    });
    expect(dup.status).toBe(409);
    const reserved = await call(t.app, {
      method: 'POST',
      url: '/credential',
      token: owner.token,
      payload: { provider: 'openai-compatible', name: 'Local', baseUrl: fake.urls.openai },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors?.name).toEqual(['Reserved for local GGUF models']);

    const stranger = await createUser(t, 'Other Org');
    const theirs = await call(t.app, { method: 'GET', url: '/credential', token: stranger.token });
    expect(theirs.body.data.content).toEqual([]);
    const mine = await call(t.app, { method: 'GET', url: '/credential', token: owner.token });
    const id = mine.body.data.content[0].id as string;
    expect((await call(t.app, { method: 'DELETE', url: `/credential/${id}`, token: stranger.token })).status).toBe(404);
  });

  it('says plainly when a stored key can no longer be decrypted (SECRET_KEY changed), instead of failing', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/credential',
      token: owner.token,
      payload: { provider: 'openai', name: 'rotated', apiKey: 'sk-rotated-1111', baseUrl: fake.urls.openai },
    });
    const id = created.body.data.id as string;
    // As if the server's SECRET_KEY had changed since the key was saved.
    const other = (await import('../../crypto/secret-box')).createSecretBox(
      (await import('node:crypto')).randomBytes(32),
    );
    await t.database.sql.executeSql('update credentials set encrypted_secret = $1 where id = $2', [
      other.seal('{"apiKey":"x"}'),
      id,
    ]);
    const tested = await call(t.app, { method: 'POST', url: `/credential/${id}/test`, token: owner.token });
    expect(tested.body.data.ok).toBe(false);
    expect(tested.body.data.message).toMatch(/cannot be decrypted with this server's SECRET_KEY/);
  });
});
