import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, jsonSchema, streamText, tool, type LanguageModel, type TextStreamPart, type ToolSet } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer, type RecordedRequest } from './fake-llm-server';

let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const SYSTEM = 'You are terse.';
const PROMPT = 'Say hello to the fake server';

type Json = Record<string, unknown>;
const asJson = (value: unknown): Json => value as Json;

type ProtocolCase = {
  name: string;
  model: () => LanguageModel;
  /** Path of a generate request. */
  path: (stream: boolean) => string;
  /** The API key as the request carried it. */
  apiKey: (request: RecordedRequest) => string | undefined;
  expectedApiKey: string;
  /** The system prompt and the user's text, as found in the request body. */
  prompt: (body: Json) => { system: unknown; user: unknown };
};

type OpenAiMessage = { role: string; content: string };
type AnthropicBody = { system?: { text: string }[]; messages: { role: string; content: { text: string }[] }[] };
type GeminiBody = { systemInstruction?: { parts: { text: string }[] }; contents: { parts: { text: string }[] }[] };

const openAiPrompt = (body: Json) => {
  const messages = body.messages as OpenAiMessage[];
  return {
    system: messages.find((m) => m.role === 'system')?.content,
    user: messages.find((m) => m.role === 'user')?.content,
  };
};

const cases: ProtocolCase[] = [
  {
    name: 'OpenAI chat completions (createOpenAI().chat)',
    model: () => createOpenAI({ baseURL: fake.urls.openai, apiKey: 'sk-fake-openai' }).chat('fake-model'),
    path: () => '/v1/chat/completions',
    apiKey: (r) => r.headers.authorization,
    expectedApiKey: 'Bearer sk-fake-openai',
    prompt: openAiPrompt,
  },
  {
    name: 'OpenAI-compatible (createOpenAICompatible, e.g. Ollama/vLLM)',
    model: () =>
      createOpenAICompatible({
        name: 'local',
        baseURL: fake.urls.openai,
        apiKey: 'fake-compatible-key',
        includeUsage: true,
      })('fake-model'),
    path: () => '/v1/chat/completions',
    apiKey: (r) => r.headers.authorization,
    expectedApiKey: 'Bearer fake-compatible-key',
    prompt: openAiPrompt,
  },
  {
    name: 'Anthropic messages (createAnthropic)',
    model: () => createAnthropic({ baseURL: fake.urls.anthropic, apiKey: 'sk-ant-fake' })('fake-model'),
    path: () => '/v1/messages',
    apiKey: (r) => r.headers['x-api-key'],
    expectedApiKey: 'sk-ant-fake',
    prompt: (body) => {
      const { system, messages } = body as unknown as AnthropicBody;
      return { system: system?.[0]?.text, user: messages[0]?.content[0]?.text };
    },
  },
  {
    name: 'Gemini (createGoogleGenerativeAI)',
    model: () => createGoogleGenerativeAI({ baseURL: fake.urls.gemini, apiKey: 'fake-gemini-key' })('fake-model'),
    path: (stream) =>
      stream ? '/v1beta/models/fake-model:streamGenerateContent' : '/v1beta/models/fake-model:generateContent',
    apiKey: (r) => r.headers['x-goog-api-key'],
    expectedApiKey: 'fake-gemini-key',
    prompt: (body) => {
      const { systemInstruction, contents } = body as unknown as GeminiBody;
      return { system: systemInstruction?.parts[0]?.text, user: contents[0]?.parts[0]?.text };
    },
  },
];

/** Reads a whole streamText run, keeping the parts the tests look at. */
async function drain<TOOLS extends ToolSet>(result: { fullStream: AsyncIterable<TextStreamPart<TOOLS>> }) {
  const deltas: string[] = [];
  const errors: unknown[] = [];
  const toolCalls: { toolName: string; input: unknown }[] = [];
  let finishReason: string | undefined;
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta' && part.text !== '') deltas.push(part.text);
    if (part.type === 'error') errors.push(part.error);
    if (part.type === 'tool-call') toolCalls.push({ toolName: part.toolName, input: part.input });
    if (part.type === 'finish') finishReason = part.finishReason;
  }
  return { deltas, errors, toolCalls, finishReason };
}

const weatherTools = {
  getWeather: tool({
    description: 'The weather in a city',
    inputSchema: jsonSchema<{ city: string }>({
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
      additionalProperties: false,
    }),
  }),
};

async function waitFor(condition: () => boolean, ms = 1000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(cases)('$name through the real AI SDK', (c) => {
  /** maxOutputTokens is explicit so Anthropic does not warn about an unknown model's limit. */
  const call = () => ({ model: c.model(), prompt: PROMPT, maxOutputTokens: 256, maxRetries: 0 });

  it('answers a non-streaming request with text and token usage, and records the key and the messages', async () => {
    fake.script({ kind: 'text', text: 'Hi there, human.', usage: { input: 21, output: 4 } });
    const result = await generateText({ ...call(), system: SYSTEM });

    expect(result.text).toBe('Hi there, human.');
    expect(result.finishReason).toBe('stop');
    expect(result.usage.inputTokens).toBe(21);
    expect(result.usage.outputTokens).toBe(4);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests as [RecordedRequest];
    expect(request.method).toBe('POST');
    expect(request.path).toBe(c.path(false));
    expect(request.stream).toBe(false);
    expect(c.apiKey(request)).toBe(c.expectedApiKey);
    expect(c.prompt(asJson(request.body))).toEqual({ system: SYSTEM, user: PROMPT });
  });

  it('uses the default reply when nothing is scripted', async () => {
    const result = await generateText(call());
    expect(result.text).toBe('Hello from the fake model');
  });

  it('streams text in exactly the scripted chunks', async () => {
    const chunks = ['Once ', 'upon ', 'a ', 'time.'];
    fake.script({
      kind: 'text',
      text: chunks.join(''),
      chunks,
      delayMsBetweenChunks: 5,
      usage: { input: 7, output: 4 },
    });
    const result = streamText(call());
    const { deltas, errors, finishReason } = await drain(result);

    expect(errors).toEqual([]);
    expect(deltas).toEqual(chunks);
    expect(finishReason).toBe('stop');
    const usage = await result.usage;
    expect(usage.inputTokens).toBe(7);
    expect(usage.outputTokens).toBe(4);
    const [request] = fake.requests as [RecordedRequest];
    expect(request.path).toBe(c.path(true));
    expect(request.stream).toBe(true);
    expect(c.apiKey(request)).toBe(c.expectedApiKey);
    expect(c.prompt(asJson(request.body)).user).toBe(PROMPT);
  });

  it('returns a tool call, streamed or not', async () => {
    fake.script([
      { kind: 'tool-call', name: 'getWeather', args: { city: 'Lisbon' } },
      { kind: 'tool-call', name: 'getWeather', args: { city: 'Oslo' } },
    ]);
    const generated = await generateText({ ...call(), tools: weatherTools });
    expect(generated.finishReason).toBe('tool-calls');
    expect(generated.toolCalls.map((call) => [call.toolName, call.input])).toEqual([
      ['getWeather', { city: 'Lisbon' }],
    ]);

    const streamed = await drain(streamText({ ...call(), tools: weatherTools }));
    expect(streamed.errors).toEqual([]);
    expect(streamed.finishReason).toBe('tool-calls');
    expect(streamed.toolCalls).toEqual([{ toolName: 'getWeather', input: { city: 'Oslo' } }]);
    expect(asJson(fake.requests[0]?.body).tools).toBeDefined();
  });

  it('is retried by the SDK after a 429 and then succeeds', async () => {
    fake.script([
      { kind: 'status', status: 429 },
      { kind: 'text', text: 'Second time lucky' },
    ]);
    const result = await generateText({ ...call(), maxRetries: 1 });

    expect(result.text).toBe('Second time lucky');
    expect(fake.requests).toHaveLength(2);
  });

  it('surfaces a scripted error status with the API message', async () => {
    fake.script({ kind: 'status', status: 401 });
    await expect(generateText(call())).rejects.toMatchObject({
      statusCode: 401,
      message: 'Fake 401 error',
    });
  });

  it('rejects when a hang outlasts the abort signal, and the server stops waiting', async () => {
    fake.script({ kind: 'hang', ms: 5000 });
    const started = Date.now();
    await expect(generateText({ ...call(), abortSignal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    await waitFor(() => fake.requests[0]?.abortedByClient === true);
  });

  it('fails, not succeeds, on a malformed body, streamed or not', async () => {
    fake.script([{ kind: 'malformed' }, { kind: 'malformed' }]);
    await expect(generateText(call())).rejects.toMatchObject({ message: 'Invalid JSON response' });

    const onErrorCalls: unknown[] = [];
    const streamed = await drain(streamText({ ...call(), onError: ({ error }) => void onErrorCalls.push(error) }));
    expect(streamed.errors.length).toBeGreaterThan(0);
    expect(onErrorCalls.length).toBeGreaterThan(0);
    expect(streamed.deltas.join('')).not.toBe('Hello from the fake model');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('fake LLM server', () => {
  it('consumes scripted replies in order, then falls back to the default reply', async () => {
    const model = createOpenAI({ baseURL: fake.urls.openai, apiKey: 'k' }).chat('fake-model');
    fake.script([
      { kind: 'text', text: 'one' },
      { kind: 'text', text: 'two' },
    ]);
    fake.script({ kind: 'text', text: 'three' });
    const texts: string[] = [];
    for (let i = 0; i < 4; i++)
      texts.push((await generateText({ model, prompt: 'x', maxOutputTokens: 256, maxRetries: 0 })).text);
    expect(texts).toEqual(['one', 'two', 'three', 'Hello from the fake model']);
  });

  it('answers after a short hang when the client waits', async () => {
    fake.script({ kind: 'hang', ms: 50, then: { kind: 'text', text: 'Slow but fine' } });
    const model = createAnthropic({ baseURL: fake.urls.anthropic, apiKey: 'k' })('fake-model');
    const result = await generateText({ model, prompt: 'x', maxOutputTokens: 256, maxRetries: 0 });
    expect(result.text).toBe('Slow but fine');
    expect(fake.requests[0]?.abortedByClient).toBe(false);
  });

  it('accepts OpenAI-compatible base URLs without /v1', async () => {
    const model = createOpenAICompatible({ name: 'bare', baseURL: fake.baseUrl })('llama3');
    const result = await generateText({ model, prompt: 'x', maxOutputTokens: 256, maxRetries: 0 });
    expect(result.text).toBe('Hello from the fake model');
    expect(fake.requests[0]?.path).toBe('/chat/completions');
    expect(asJson(fake.requests[0]?.body).model).toBe('llama3');
  });

  it('answers Azure OpenAI chat completions, plain or deployment-based URLs', async () => {
    for (const useDeploymentBasedUrls of [false, true]) {
      const azure = createAzure({ baseURL: `${fake.baseUrl}/openai`, apiKey: 'azure-key', useDeploymentBasedUrls });
      const result = await generateText({ model: azure.chat('my-deployment'), prompt: 'x', maxRetries: 0 });
      expect(result.text).toBe('Hello from the fake model');
    }
    expect(fake.requests.map((r) => [r.path, r.protocol, r.headers['api-key']])).toEqual([
      ['/openai/chat/completions', 'openai', 'azure-key'],
      ['/openai/deployments/my-deployment/chat/completions', 'openai', 'azure-key'],
    ]);
  });

  it('lists models in the shape of each API', async () => {
    const openAi = await fetch(`${fake.urls.openai}/models`, { headers: { authorization: 'Bearer k' } });
    expect(await openAi.json()).toEqual({
      object: 'list',
      data: [
        expect.objectContaining({ id: 'fake-model', object: 'model' }),
        expect.objectContaining({ id: 'fake-model-mini', object: 'model' }),
      ],
    });

    const anthropic = await fetch(`${fake.urls.anthropic}/models`, {
      headers: { 'x-api-key': 'k', 'anthropic-version': '2023-06-01' },
    });
    expect(await anthropic.json()).toMatchObject({
      data: [
        { type: 'model', id: 'fake-model' },
        { type: 'model', id: 'fake-model-mini' },
      ],
      has_more: false,
    });

    const gemini = await fetch(`${fake.urls.gemini}/models`, { headers: { 'x-goog-api-key': 'k' } });
    expect(await gemini.json()).toMatchObject({
      models: [{ name: 'models/fake-model' }, { name: 'models/fake-model-mini' }],
    });
  });

  it('fails a model list with a scripted status in the protocol error shape', async () => {
    fake.script([
      { kind: 'status', status: 401 },
      { kind: 'status', status: 401 },
      { kind: 'status', status: 401 },
    ]);
    const openAi = await fetch(`${fake.urls.openai}/models`);
    expect(openAi.status).toBe(401);
    expect(await openAi.json()).toMatchObject({ error: { message: 'Fake 401 error', type: 'invalid_request_error' } });
    const anthropic = await fetch(`${fake.urls.anthropic}/models`, { headers: { 'x-api-key': 'k' } });
    expect(await anthropic.json()).toEqual({
      type: 'error',
      error: { type: 'authentication_error', message: 'Fake 401 error' },
    });
    const gemini = await fetch(`${fake.urls.gemini}/models?key=k`);
    expect(await gemini.json()).toEqual({
      error: { code: 401, message: 'Fake 401 error', status: 'UNAUTHENTICATED' },
    });
  });

  it('sends 429 with retry-after and answers unknown routes with 404 without consuming the script', async () => {
    fake.script({ kind: 'status', status: 429 });
    const unknown = await fetch(`${fake.baseUrl}/v2/nothing`);
    expect(unknown.status).toBe(404);
    const limited = await fetch(`${fake.urls.openai}/chat/completions`, { method: 'POST', body: '{}' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('0');
    expect(fake.requests.map((r) => r.protocol)).toEqual([null, 'openai']);
  });
});
