import { envelopeOf } from '@assay/shared/contracts/envelope';
import { ExecutePromptResponseSchema, type PromptTemplate } from '@assay/shared/contracts/prompts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-providers/fake-llm-server';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  shareProject,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
let fake: FakeLlmServer;
let owner: TestUser;
let projectId: string;

const template = (content: string, model = 'local-llm/fake-model'): PromptTemplate => ({
  textFields: [
    { role: 'system', content: 'You answer briefly.' },
    { role: 'user', content },
  ],
  variableSpecs: [{ name: 'question', type: 'string', schema: 'query', value: '' }],
  modelSpecs: {
    model,
    parameters: [
      { name: 'temperature', value: '0.2', type: 'float', minRange: 0, maxRange: 2 },
      { name: 'max_tokens', value: '64', type: 'int', minRange: 1, maxRange: 1000 },
    ],
  },
  metricsSpecs: [],
});

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeLlmServer();
  owner = await createUser(t, 'Prompt Owner');
  projectId = await createProject(t, owner, 'Prompts');
  await call(t.app, {
    method: 'POST',
    url: '/credential',
    token: owner.token,
    payload: { provider: 'openai-compatible', name: 'local-llm', apiKey: 'dummy-key-1234', baseUrl: fake.urls.openai },
  });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const api = (options: Parameters<typeof call>[1]) => call(t.app, { token: owner.token, projectId, ...options });

describe('providers', () => {
  it('lists providers with their live and added models, and model parameters', async () => {
    const providers = await api({ method: 'GET', url: '/playground/providers' });
    expect(providers.body.data.content).toEqual([
      expect.objectContaining({
        provider: 'local-llm',
        kind: 'openai-compatible',
        models: ['fake-model', 'fake-model-mini'],
      }),
    ]);
    await api({
      method: 'POST',
      url: '/playground/providers/models',
      payload: { provider: 'local-llm', model: 'my-finetune' },
    });
    const listed = await api({
      method: 'POST',
      url: '/playground/providers/models/list',
      payload: { provider: 'local-llm' },
    });
    expect(listed.body.data.models).toContain('my-finetune');
    const removed = await api({
      method: 'DELETE',
      url: '/playground/providers/models',
      payload: { provider: 'local-llm', model: 'my-finetune' },
    });
    expect(removed.status).toBe(200);
    const params = await api({
      method: 'POST',
      url: '/playground/providers/models/parameters/list',
      payload: { model: 'local-llm/fake-model' },
    });
    expect(params.body.data.parameters).toContainEqual({
      name: 'temperature',
      value: 1,
      type: 'float',
      minRange: 0,
      maxRange: 2,
    });
    const unknown = await api({
      method: 'POST',
      url: '/playground/providers/models/parameters/list',
      payload: { model: 'nowhere/x' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/No credential for "nowhere"/);
  });
});

describe('prompts and versions', () => {
  it('creates, renames, moves, commits immutable versions and sets the default', async () => {
    const created = await api({ method: 'POST', url: '/playground/prompt', payload: { name: 'Support answer' } });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    expect((await api({ method: 'POST', url: '/playground/prompt', payload: { name: 'Support answer' } })).status).toBe(
      409,
    );
    const moved = await api({
      method: 'PUT',
      url: `/playground/prompt/${id}`,
      payload: { directory: 'support/refunds' },
    });
    expect(moved.body.data.directory).toBe('support/refunds');

    const v1 = await api({
      method: 'POST',
      url: `/playground/prompt/${id}/version`,
      payload: { template: template('{{question}}') },
    });
    const v2 = await api({
      method: 'POST',
      url: `/playground/prompt/${id}/version`,
      payload: { name: 'polite', template: template('Please: {{question}}') },
    });
    expect(v1.body.data).toMatchObject({ version: 1, name: 'v1', isDefault: true });
    expect(v2.body.data).toMatchObject({ version: 2, name: 'polite', isDefault: false });
    const versions = await api({ method: 'GET', url: `/playground/prompt/${id}/version` });
    expect(versions.body.data.content.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const one = await api({ method: 'GET', url: `/playground/prompt/version/${v2.body.data.id}` });
    expect(one.body.data.template.textFields[1].content).toBe('Please: {{question}}');
    const def = await api({ method: 'PUT', url: `/playground/prompt/version/${v2.body.data.id}/default` });
    expect(def.body.data.isDefault).toBe(true);
    const list = await api({ method: 'GET', url: '/playground/prompt?directory=support/refunds' });
    expect(list.body.data.content[0]).toMatchObject({ id, latestVersion: 2, defaultVersionId: v2.body.data.id });
  });

  it('keeps a draft per user across reloads', async () => {
    const created = await api({ method: 'POST', url: '/playground/prompt', payload: { name: 'Drafted' } });
    const id = created.body.data.id as string;
    expect((await api({ method: 'GET', url: `/playground/prompt/${id}/draft` })).body.data).toBeNull();
    const state = {
      columns: [{ messages: [{ role: 'user', content: 'half-written {{q}}' }], selectedModel: 'local-llm/fake-model' }],
    };
    await api({ method: 'PUT', url: `/playground/prompt/${id}/draft`, payload: { state } });
    expect((await api({ method: 'GET', url: `/playground/prompt/${id}/draft` })).body.data.state).toEqual(state);
  });
});

describe('running a prompt', () => {
  it('stores an answer holding NUL characters (which PostgreSQL text refuses) instead of failing the run', async () => {
    fake.reset();
    fake.script({ kind: 'text', text: 'a\u0000b' });
    const res = await api({
      method: 'POST',
      url: '/playground/prompt/execute',
      payload: { isDraft: true, promptTemplate: template('hi\u0000'), variables: {} },
    });
    expect(res.status, res.body.message).toBe(200);
  });

  it('renders variables, calls the model, stores an execution doc with tokens and latency, and counts the run', async () => {
    const created = await api({ method: 'POST', url: '/playground/prompt', payload: { name: 'Runner' } });
    const promptId = created.body.data.id as string;
    fake.reset();
    fake.script({ kind: 'text', text: 'Paris.', usage: { input: 21, output: 2 } });
    const res = await api({
      method: 'POST',
      url: '/playground/prompt/execute',
      payload: {
        promptId,
        isDraft: true,
        promptTemplate: template('Capital of {{question}}?'),
        variables: [{ name: 'question', type: 'string', schema: 'query', value: 'France' }],
      },
    });
    expect(res.status, res.body.message).toBe(200);
    const data = envelopeOf(ExecutePromptResponseSchema).parse(res.body).data;
    expect(data).toMatchObject({
      response: 'Paris.',
      usage: { inputTokens: 21, outputTokens: 2, totalTokens: 23 },
      model: 'local-llm/fake-model',
    });
    const sent = fake.requests.at(-1)?.body as {
      messages: Array<{ content: string }>;
      temperature: number;
      max_tokens: number;
    };
    expect(sent.messages.at(-1)?.content).toBe('Capital of France?');
    expect(sent.temperature).toBe(0.2);
    expect(sent.max_tokens).toBe(64);

    const history = await api({ method: 'GET', url: `/playground/prompt/docs/${promptId}` });
    expect(history.body.data.content[0]).toMatchObject({
      id: data.dpId,
      status: 'succeeded',
      response: 'Paris.',
      inputTokens: 21,
      createdByName: 'Prompt Owner',
    });
    await t.services.analytics.flush();
    const events = await api({ method: 'GET', url: '/v2/llm/analytics/events?type=prompt.run' });
    expect(events.body.data.total).toBeGreaterThanOrEqual(1);
    expect(events.body.data.recent[0]).toMatchObject({ userName: 'Prompt Owner', projectName: 'Prompts' });
  });

  it('runs a prompt that is only a system message (the default new prompt)', async () => {
    fake.reset();
    const only = { ...template('x'), textFields: [{ role: 'system' as const, content: 'Say hello.' }] };
    const res = await api({
      method: 'POST',
      url: '/playground/prompt/execute',
      payload: { isDraft: true, promptTemplate: only, variables: {} },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(fake.requests.at(-1)?.rawBody).toContain('Say hello.');
  });

  it('answers the two validation messages of SPEC section 5', async () => {
    const empty = await api({
      method: 'POST',
      url: '/playground/prompt/execute',
      payload: { isDraft: true, promptTemplate: template('   '), variables: {} },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please fill all the prompt fields');
    expect(empty.body.errors?.['promptTemplate.textFields.1.content']).toBeDefined();
    const noModel = await api({
      method: 'POST',
      url: '/playground/prompt/execute',
      payload: { isDraft: true, promptTemplate: template('hi', 'local-llm/'), variables: {} },
    });
    expect(noModel.body.message).toBe('Please select a model');
  });

  it('retries a 429, and stores a provider failure as failed, never as a success', async () => {
    fake.reset();
    fake.script([
      { kind: 'status', status: 429 },
      { kind: 'text', text: 'after retry' },
    ]);
    const retried = await api({
      method: 'POST',
      url: '/playground/prompt/execute',
      payload: { isDraft: true, promptTemplate: template('hi'), variables: {} },
    });
    expect(retried.body.data.response).toBe('after retry');

    const created = await api({ method: 'POST', url: '/playground/prompt', payload: { name: 'Failing' } });
    const promptId = created.body.data.id as string;
    fake.script({ kind: 'malformed' });
    const broken = await api({
      method: 'POST',
      url: '/playground/prompt/execute',
      payload: { promptId, isDraft: true, promptTemplate: template('hi'), variables: {} },
    });
    expect(broken.status).toBe(502);
    expect(broken.body.success).toBe(false);
    fake.script({
      kind: 'status',
      status: 400,
      body: { error: { message: 'model "fake-model" does not support tools', type: 'invalid_request_error' } },
    });
    const refused = await api({
      method: 'POST',
      url: '/playground/prompt/execute',
      payload: { promptId, isDraft: true, promptTemplate: template('hi'), variables: {} },
    });
    // The provider refused the request as written: the caller can fix it, so it is a 400, not a 502.
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('does not support tools');
    const history = await api({ method: 'GET', url: `/playground/prompt/docs/${promptId}` });
    expect(history.body.data.content.map((d: { status: string }) => d.status)).toEqual(['failed', 'failed']);
  });

  it('streams deltas as server-sent events, ending with the stored result', async () => {
    fake.reset();
    fake.script({ kind: 'text', text: 'one two three', chunks: ['one ', 'two ', 'three'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/playground/prompt/execute/stream',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-project-id': projectId,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ isDraft: true, promptTemplate: template('count'), variables: {} }),
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => ({
        event: /event: (\w+)/.exec(block)?.[1],
        data: JSON.parse(/data: (.*)/.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
      }));
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(['one ', 'two ', 'three']);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { response: 'one two three' } });
  });

  it('lets viewers read but not run, and keeps other projects out', async () => {
    const viewer = await createUser(t, 'Prompt Viewer');
    await shareProject(t, owner, projectId, viewer, 'viewer');
    expect(
      (await call(t.app, { method: 'GET', url: '/playground/prompt', token: viewer.token, projectId })).status,
    ).toBe(200);
    const run = await call(t.app, {
      method: 'POST',
      url: '/playground/prompt/execute',
      token: viewer.token,
      projectId,
      payload: { isDraft: true, promptTemplate: template('hi'), variables: {} },
    });
    expect(run.status).toBe(403);
    const create = await call(t.app, {
      method: 'POST',
      url: '/playground/prompt',
      token: viewer.token,
      projectId,
      payload: { name: 'Nope' },
    });
    expect(create.status).toBe(403);

    const otherProject = await createProject(t, owner, 'Elsewhere');
    const list = await api({ method: 'GET', url: '/playground/prompt' });
    const someId = list.body.data.content[0].id as string;
    const crossed = await call(t.app, {
      method: 'GET',
      url: `/playground/prompt/${someId}/version`,
      token: owner.token,
      projectId: otherProject,
    });
    expect(crossed.status).toBe(404);
  });
});

describe('optimize', () => {
  it("returns the model's rewrite as messages and a rationale, or a clear error when unusable", async () => {
    fake.reset();
    fake.script({
      kind: 'text',
      text: JSON.stringify({
        textFields: [
          { role: 'system', content: 'You answer in one short sentence.' },
          { role: 'user', content: 'Question: {{question}}' },
        ],
        rationale: 'Asks for brevity explicitly.',
      }),
    });
    const res = await api({
      method: 'POST',
      url: '/playground/prompt/optimize',
      payload: { promptTemplate: template('{{question}}'), goal: 'shorter answers' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.textFields[1].content).toBe('Question: {{question}}');
    expect(res.body.data.rationale).toBe('Asks for brevity explicitly.');
    const asked = JSON.stringify(fake.requests.at(-1)?.body);
    expect(asked).toContain('shorter answers');
    expect(asked).toContain('{{question}}');

    fake.script({ kind: 'text', text: 'I would make it shorter.' });
    const unusable = await api({
      method: 'POST',
      url: '/playground/prompt/optimize',
      payload: { promptTemplate: template('{{question}}'), goal: 'shorter answers' },
    });
    expect(unusable.status).toBe(502);
    expect(unusable.body.message).toMatch(/usable suggestion/);
  });
});

describe('canvas runs', () => {
  const waitForJob = async (jobId: string, status: string) => {
    for (let i = 0; i < 200; i++) {
      const res = await api({ method: 'GET', url: `/playground/prompt/canvas/${jobId}?size=1000` });
      if (res.body.data.job.status === status) return res.body.data;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job did not reach ${status}`);
  };

  it('runs every row in the background, keeps per-row failures, and shows results after the fact', async () => {
    fake.reset();
    fake.script([
      { kind: 'text', text: 'r0' },
      { kind: 'status', status: 400, body: { error: { message: 'bad row', type: 'invalid_request_error' } } },
      { kind: 'text', text: 'r2' },
      { kind: 'text', text: 'r3' },
    ]);
    const rows = ['a', 'b', 'c', 'd'].map((q) => ({ question: q }));
    const started = await api({
      method: 'POST',
      url: '/playground/prompt/canvas/execute',
      payload: { promptTemplate: template('Q: {{question}}'), rows, concurrency: 1 },
    });
    expect(started.status).toBe(200);
    expect(started.body.data.type).toBe('prompt.canvas');
    const done = await waitForJob(started.body.data.id, 'succeeded');
    expect(done.results.totalElements).toBe(4);
    expect(done.results.content.map((r: { status: string }) => r.status)).toEqual([
      'succeeded',
      'failed',
      'succeeded',
      'succeeded',
    ]);
    expect(done.results.content[1].error).toContain('bad row');
    const sentQuestions = fake.requests.map(
      (r) => (r.body as { messages: Array<{ content: string }> }).messages.at(-1)?.content,
    );
    expect(sentQuestions).toEqual(['Q: a', 'Q: b', 'Q: c', 'Q: d']);
  });

  it('can be cancelled while running, keeping the rows already done', async () => {
    fake.reset();
    const replies = Array.from({ length: 30 }, () => ({ kind: 'hang' as const, ms: 150 }));
    fake.script(replies);
    const rows = Array.from({ length: 30 }, (_, i) => ({ question: `q${i}` }));
    const started = await api({
      method: 'POST',
      url: '/playground/prompt/canvas/execute',
      payload: { promptTemplate: template('{{question}}'), rows, concurrency: 1 },
    });
    await waitForJob(started.body.data.id, 'running');
    await new Promise((r) => setTimeout(r, 600));
    const cancel = await api({ method: 'POST', url: `/v2/llm/jobs/${started.body.data.id}/cancel` });
    expect(cancel.status).toBe(200);
    const after = await waitForJob(started.body.data.id, 'cancelled');
    // Stopped within about a second of the request, not after the remaining rows.
    expect(after.results.totalElements).toBeLessThan(15);
    expect(after.results.totalElements).toBeGreaterThan(0);
  });

  it('refuses a canvas run without rows or with an empty message', async () => {
    const noRows = await api({
      method: 'POST',
      url: '/playground/prompt/canvas/execute',
      payload: { promptTemplate: template('{{question}}'), rows: [] },
    });
    expect(noRows.status).toBe(400);
    expect(noRows.body.message).toBe('Add at least one row of variables');
    const empty = await api({
      method: 'POST',
      url: '/playground/prompt/canvas/execute',
      payload: { promptTemplate: template(' '), rows: [{ question: 'x' }] },
    });
    expect(empty.body.message).toBe('Please fill all the prompt fields');
  });
});
