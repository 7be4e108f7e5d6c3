import type { PromptTemplate } from '@assay/shared/contracts/prompts';
import { encode } from 'gpt-tokenizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../test/fake-providers/fake-llm-server';
import { call, createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let fake: FakeLlmServer;
let owner: TestUser;
let projectId: string;

const template = (model: string, extra: Partial<PromptTemplate> = {}): PromptTemplate => ({
  textFields: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'Weather in {{city}}?' },
  ],
  variableSpecs: [{ name: 'city', type: 'string', schema: 'query', value: '' }],
  modelSpecs: { model, parameters: [{ name: 'max_tokens', value: '50', type: 'int', minRange: 1, maxRange: 100 }] },
  metricsSpecs: [],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ env: { MODEL_CALL_TIMEOUT_MS: '1000' } });
  fake = await startFakeLlmServer();
  owner = await createUser(t, 'Wire Owner');
  projectId = await createProject(t, owner, 'Wires');
  for (const [provider, baseUrl] of [
    ['openai', fake.urls.openai],
    ['anthropic', fake.urls.anthropic],
    ['google', fake.urls.gemini],
  ] as const) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/credential',
      token: owner.token,
      payload: { provider, name: `${provider}-key`, apiKey: `key-for-${provider}`, baseUrl },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const execute = (promptTemplate: PromptTemplate, stream = false) =>
  call(t.app, {
    method: 'POST',
    url: stream ? '/playground/prompt/execute/stream' : '/playground/prompt/execute',
    token: owner.token,
    projectId,
    payload: { isDraft: true, promptTemplate, variables: { city: 'Oslo' } },
  });

describe('each provider wire format, through the real adapters', () => {
  it.each([
    ['openai/gpt-4o-mini', 'openai', 'authorization', 'Bearer key-for-openai'],
    ['anthropic/claude-3-5-haiku-latest', 'anthropic', 'x-api-key', 'key-for-anthropic'],
    ['google/gemini-2.5-flash', 'gemini', 'x-goog-api-key', 'key-for-google'],
  ])(
    '%s: sends the key and the rendered messages, returns text, usage and a price',
    async (model, protocol, header, value) => {
      fake.reset();
      fake.script({ kind: 'text', text: 'Mild and wet.', usage: { input: 40, output: 4 } });
      const res = await execute(template(model));
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data).toMatchObject({
        response: 'Mild and wet.',
        usage: { inputTokens: 40, outputTokens: 4 },
        model,
      });
      expect(res.body.data.costUsd).toBeGreaterThan(0);
      const sent = fake.requests.at(-1);
      expect(sent?.protocol).toBe(protocol);
      expect(sent?.headers[header]).toBe(value);
      expect(sent?.rawBody).toContain('Weather in Oslo?');
      expect(sent?.rawBody).toContain('Be brief.');
    },
  );

  it.each([false, true])(
    'counts tokens with the o200k tokenizer when the provider sends no usage (streamed: %s)',
    async (stream) => {
      fake.reset();
      fake.script({ kind: 'text', text: 'Mild and wet.', omitUsage: true });
      const res = await execute(template('openai/gpt-4o-mini'), stream);
      expect(res.status, res.body.message).toBe(200);
      // A streamed answer is not JSON: `call` hands back its raw text as the message.
      const usage = stream
        ? (JSON.parse(/event: done\ndata: (.*)/.exec(String(res.body.message))?.[1] ?? '{}') as { usage: unknown })
            .usage
        : res.body.data.usage;
      expect(usage).toMatchObject({
        inputTokens: encode('Be brief.\nWeather in Oslo?').length,
        outputTokens: encode('Mild and wet.').length,
      });
    },
  );

  it.each(['openai/gpt-4o-mini', 'anthropic/claude-3-5-haiku-latest', 'google/gemini-2.5-flash'])(
    '%s streams deltas',
    async (model) => {
      fake.reset();
      fake.script({ kind: 'text', text: 'a b c', chunks: ['a ', 'b ', 'c'] });
      const res = await t.app.inject({
        method: 'POST',
        url: '/playground/prompt/execute/stream',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'x-project-id': projectId,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ isDraft: true, promptTemplate: template(model), variables: { city: 'Oslo' } }),
      });
      const deltas = [...res.body.matchAll(/event: delta\ndata: (.*)/g)]
        .map((m) => (JSON.parse(m[1] ?? '{}') as { text: string }).text)
        .filter(Boolean);
      expect(deltas.join('')).toBe('a b c');
      expect(res.body).toMatch(/event: done/);
    },
  );
});

describe('tools, structured output and limits', () => {
  it('returns the tool calls the model asks for', async () => {
    fake.reset();
    fake.script({ kind: 'tool-call', name: 'get_weather', args: { city: 'Oslo' } });
    const res = await execute(
      template('openai/gpt-4o-mini', {
        tools: [
          {
            name: 'get_weather',
            description: 'Weather for a city',
            parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          },
        ],
      }),
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.toolCalls).toEqual([{ name: 'get_weather', args: { city: 'Oslo' } }]);
    expect(fake.requests.at(-1)?.rawBody).toContain('get_weather');
  });

  it('asks for a JSON schema response format and returns the JSON text', async () => {
    fake.reset();
    fake.script({ kind: 'text', text: '{"summary":"mild"}' });
    const res = await execute(
      template('openai/gpt-4o-mini', {
        responseFormat: {
          type: 'json_schema',
          name: 'weather',
          schema: { type: 'object', properties: { summary: { type: 'string' } }, required: ['summary'] },
        },
      }),
    );
    expect(res.status, res.body.message).toBe(200);
    expect(JSON.parse(res.body.data.response as string)).toEqual({ summary: 'mild' });
    expect(fake.requests.at(-1)?.rawBody).toContain('json_schema');
  });

  it('gives up after the time limit with a clear message, stored as a failure', async () => {
    fake.reset();
    fake.script([
      { kind: 'hang', ms: 5000 },
      { kind: 'hang', ms: 5000 },
      { kind: 'hang', ms: 5000 },
    ]);
    const started = Date.now();
    const res = await execute(template('anthropic/claude-3-5-haiku-latest'));
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/did not answer in time|timed? ?out|abort/i);
    expect(Date.now() - started).toBeLessThan(4500);
  });
});
