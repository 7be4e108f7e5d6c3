import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PromptTemplate } from '@assay/shared/contracts/prompts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTinyGguf } from '../../../test/tiny-gguf';
import { call, createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let projectId: string;
let modelsDir: string;

const template = (model: string, maxTokens = 5): PromptTemplate => ({
  textFields: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'hello the {{word}}' },
  ],
  variableSpecs: [{ name: 'word', type: 'string', schema: 'query', value: '' }],
  modelSpecs: {
    model,
    parameters: [
      { name: 'temperature', value: '0', type: 'float', minRange: 0, maxRange: 2 },
      { name: 'max_tokens', value: String(maxTokens), type: 'int', minRange: 1, maxRange: 32768 },
    ],
  },
  metricsSpecs: [],
});

const execute = (promptTemplate: PromptTemplate, stream = false) =>
  call(t.app, {
    method: 'POST',
    url: stream ? '/playground/prompt/execute/stream' : '/playground/prompt/execute',
    token: owner.token,
    projectId,
    payload: { isDraft: true, promptTemplate, variables: { word: 'in' } },
  });

beforeAll(async () => {
  modelsDir = mkdtempSync(path.join(tmpdir(), 'assay-models-'));
  t = await createTestApp({ env: { MODELS_DIR: modelsDir, LOCAL_MODEL_THREADS: '1' } });
  owner = await createUser(t, 'Local Runner');
  projectId = await createProject(t, owner, 'Local models');
});
afterAll(async () => {
  await t.close();
  rmSync(modelsDir, { recursive: true, force: true });
});

describe('local GGUF provider over HTTP', () => {
  it('says where to put a model while MODELS_DIR is empty, then lists the .gguf files as local/<name>', async () => {
    const empty = await call(t.app, { method: 'GET', url: '/playground/providers', token: owner.token });
    expect(empty.status).toBe(200);
    expect(empty.body.data.content).toEqual([]);
    expect(empty.body.data.local).toMatchObject({ modelsDir, runtimeInstalled: true, models: [] });
    expect(empty.body.data.local.hint).toContain(modelsDir);

    writeTinyGguf(path.join(modelsDir, 'tiny.gguf'));
    const listed = await call(t.app, { method: 'GET', url: '/playground/providers', token: owner.token });
    expect(listed.body.data.content).toEqual([
      { provider: 'local', kind: 'local', credentialId: '', label: 'Local (GGUF)', models: ['tiny'] },
    ]);
    expect(listed.body.data.local).toMatchObject({ hint: null, models: ['tiny'] });
    const models = await call(t.app, {
      method: 'POST',
      url: '/playground/providers/models/list',
      token: owner.token,
      payload: { provider: 'local' },
    });
    expect(models.body.data).toEqual({ provider: 'local', models: ['tiny'] });
    const parameters = await call(t.app, {
      method: 'POST',
      url: '/playground/providers/models/parameters/list',
      token: owner.token,
      payload: { model: 'local/tiny' },
    });
    expect(parameters.body.data.parameters.map((p: { name: string }) => p.name)).toEqual([
      'temperature',
      'max_tokens',
      'top_p',
      'top_k',
      'frequency_penalty',
      'presence_penalty',
      'seed',
    ]);
    const added = await call(t.app, {
      method: 'POST',
      url: '/playground/providers/models',
      token: owner.token,
      payload: { provider: 'local', model: 'other' },
    });
    expect(added.status).toBe(400);
    expect(added.body.message).toContain(modelsDir);
  });

  it('runs a prompt on the local model: text, tokenizer counts, cost 0, stored like any run', async () => {
    const res = await execute(template('local/tiny'));
    expect(res.status, res.body.message).toBe(200);
    const data = res.body.data;
    expect(data.model).toBe('local/tiny');
    expect(typeof data.response).toBe('string');
    expect(data.usage.outputTokens).toBeGreaterThan(0);
    expect(data.usage.outputTokens).toBeLessThanOrEqual(5);
    expect(data.usage.inputTokens).toBeGreaterThan(0);
    expect(data.costUsd).toBe(0);
    const stored = await t.database.sql.executeSql(
      'select status, is_token_count_estimated from prompt_executions where id = $1',
      [data.dpId],
    );
    expect(stored.rows).toEqual([{ status: 'succeeded', is_token_count_estimated: false }]);
    const again = await execute(template('local/tiny'));
    expect(again.body.data.response).toBe(data.response);
  }, 30_000);

  it('stores long gibberish answers too (byte tokens such as NUL that PostgreSQL text cannot hold)', async () => {
    const res = await execute({
      ...template('local/tiny', 512),
      textFields: [{ role: 'system', content: 'hello the' }],
      modelSpecs: {
        model: 'local/tiny',
        parameters: [
          { name: 'temperature', value: '0.8', type: 'float', minRange: 0, maxRange: 2 },
          { name: 'max_tokens', value: '512', type: 'int', minRange: 1, maxRange: 32768 },
          { name: 'seed', value: '0', type: 'int', minRange: 0, maxRange: 2147483647 },
        ],
      },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.usage.outputTokens).toBeGreaterThan(100);
    expect(res.body.data.response).not.toContain('\u0000');
  }, 30_000);

  it('streams the local model as delta events and one done event', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/playground/prompt/execute/stream',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-project-id': projectId,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ isDraft: true, promptTemplate: template('local/tiny', 8), variables: { word: 'in' } }),
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => ({
        event: /event: (\w+)/.exec(block)?.[1],
        data: JSON.parse(/data: (.*)/.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
      }));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(0);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.response).toBe(deltas.join(''));
  }, 30_000);

  it('answers a missing model file with a 404 naming MODELS_DIR, before any stream starts', async () => {
    for (const stream of [false, true]) {
      const res = await execute(template('local/not-there'), stream);
      expect(res.status).toBe(404);
      expect(res.body.message).toContain(`No local model "not-there" in ${modelsDir}`);
      expect(res.body.message).toMatch(/Put a \.gguf model file/);
    }
  });

  it("accepts a 'local' credential (not needed) whose test lists the local models", async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/credential',
      token: owner.token,
      payload: { provider: 'local', name: 'gguf' },
    });
    expect(created.status, created.body.message).toBe(200);
    const tested = await call(t.app, {
      method: 'POST',
      url: `/credential/${created.body.data.id}/test`,
      token: owner.token,
    });
    expect(tested.body.data).toEqual({ ok: true, message: 'Connected: 1 model available', models: ['tiny'] });
    const providers = await call(t.app, { method: 'GET', url: '/playground/providers', token: owner.token });
    expect(providers.body.data.content).toEqual([
      expect.objectContaining({ provider: 'local', credentialId: created.body.data.id, models: ['tiny'] }),
    ]);
  });
});
