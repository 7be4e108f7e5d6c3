import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { writeTinyGguf } from '../../test/tiny-gguf';
import { createModelCaller, ModelCallError, type ModelCall } from './call-model';
import { createLocalModels, RUNTIME_MISSING, toChatHistory, toGenerationOptions, withoutNul } from './local-models';
import { listLocalModelFiles, localModelName } from './local-models-dir';

let modelsDir: string;
const local = () => createLocalModels({ modelsDir, threads: 1 });
let models: ReturnType<typeof local>;
let caller: ReturnType<typeof createModelCaller>;

const tinyCall = (overrides: Partial<ModelCall> = {}): ModelCall => ({
  credential: { id: '', kind: 'local', name: 'local', apiKey: '', baseUrl: null, settings: {} },
  model: 'tiny',
  messages: [
    { role: 'system', content: 'Answer briefly.' },
    { role: 'user', content: 'hello the' },
  ],
  parameters: { temperature: 0, max_tokens: 6 },
  timeoutMs: 30_000,
  ...overrides,
});

/** At temperature 0 this tiny model runs on for about a thousand tokens (some seconds) before it stops. */
const longCall = (overrides: Partial<ModelCall> = {}) =>
  tinyCall({
    messages: [{ role: 'user', content: 'hello the' }],
    parameters: { temperature: 0, max_tokens: 2000 },
    ...overrides,
  });

beforeAll(() => {
  modelsDir = mkdtempSync(path.join(tmpdir(), 'assay-models-'));
  writeTinyGguf(path.join(modelsDir, 'tiny.gguf'));
  writeFileSync(path.join(modelsDir, 'notes.txt'), 'not a model');
  models = local();
  caller = createModelCaller(models);
});
afterAll(async () => {
  await models.dispose();
  rmSync(modelsDir, { recursive: true, force: true });
});

describe('local model files', () => {
  it('names models after their .gguf file and skips what cannot be a model id', async () => {
    expect(localModelName('Qwen2.5-0.5B-Instruct-Q4_K_M.gguf')).toBe('Qwen2.5-0.5B-Instruct-Q4_K_M');
    expect(localModelName('big-00001-of-00003.gguf')).toBe('big-00001-of-00003');
    expect(localModelName('big-00002-of-00003.gguf')).toBeNull();
    expect(localModelName('with space.gguf')).toBeNull();
    expect(localModelName('readme.md')).toBeNull();
    expect((await listLocalModelFiles(modelsDir)).map((m) => m.name)).toEqual(['tiny']);
    expect(await listLocalModelFiles(path.join(modelsDir, 'missing'))).toEqual([]);
  });

  it('drops NUL characters, which PostgreSQL cannot store', () => {
    expect(withoutNul('a\u0000b\u0000')).toBe('ab');
  });

  it('maps messages and SPEC parameters to node-llama-cpp', () => {
    expect(toChatHistory([{ role: 'user', content: 'hi' }])).toEqual([
      { type: 'user', text: 'hi' },
      { type: 'model', response: [] },
    ]);
    expect(toGenerationOptions({ temperature: 0.2, max_tokens: 9, stop: 'END', frequency_penalty: 0.5 })).toEqual({
      temperature: 0.2,
      maxTokens: 9,
      customStopTriggers: ['END'],
      repeatPenalty: { frequencyPenalty: 0.5, presencePenalty: 0 },
    });
  });
});

describe('local model calls (real node-llama-cpp, tiny GGUF written at test time)', () => {
  it('generates with token counts from the model tokenizer, deterministically at temperature 0', async () => {
    const first = await caller.callModel(tinyCall());
    expect(first.usage.isEstimated).toBe(false);
    expect(first.usage.outputTokens).toBeGreaterThan(0);
    expect(first.usage.outputTokens).toBeLessThanOrEqual(6);
    // The prompt as the chat template renders it: longer than the raw message text in this byte-level vocabulary.
    expect(first.usage.inputTokens).toBeGreaterThan('Answer briefly.hello the'.length / 2);
    expect(first.usage.totalTokens).toBe(first.usage.inputTokens + first.usage.outputTokens);
    expect(['stop', 'length']).toContain(first.finishReason);
    const second = await caller.callModel(tinyCall());
    expect(second.text).toBe(first.text);
  }, 30_000);

  it('streams deltas that add up to the whole text', async () => {
    const deltas: string[] = [];
    const result = await caller.streamModel(tinyCall({ parameters: { temperature: 0, max_tokens: 8 } }), (d) =>
      deltas.push(d),
    );
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.join('')).toBe(result.text);
  }, 30_000);

  it('serves more calls at once than it has sequences, each with its own answer', async () => {
    const calls = Array.from({ length: 5 }, () =>
      caller.callModel(tinyCall({ parameters: { temperature: 0, max_tokens: 4 } })),
    );
    const results = await Promise.all(calls);
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
    expect(results.every((r) => r.usage.outputTokens > 0)).toBe(true);
  }, 30_000);

  it('follows a JSON schema through a grammar', async () => {
    const result = await caller.callModel(
      tinyCall({
        parameters: { temperature: 0, max_tokens: 40 },
        responseFormat: {
          type: 'json_schema',
          name: 'answer',
          schema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
        },
      }),
    );
    expect(typeof (JSON.parse(result.text) as { ok: unknown }).ok).toBe('boolean');
  }, 30_000);

  it('offers tools as functions and returns any calls without running them', async () => {
    const result = await caller.callModel(
      tinyCall({
        parameters: { temperature: 0, max_tokens: 8 },
        tools: [
          {
            name: 'lookup',
            description: 'Look a word up',
            parameters: { type: 'object', properties: { word: { type: 'string' } } },
          },
        ],
      }),
    );
    expect(Array.isArray(result.toolCalls)).toBe(true);
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    // The function list is part of the prompt the model sees.
    const plain = await caller.callModel(tinyCall({ parameters: { temperature: 0, max_tokens: 8 } }));
    expect(result.usage.inputTokens).toBeGreaterThan(plain.usage.inputTokens);
  }, 30_000);

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    let deltas = 0;
    const running = caller.streamModel(longCall({ signal: controller.signal }), () => {
      deltas++;
      controller.abort();
    });
    await expect(running).rejects.toThrow('Stopped before the model finished');
    expect(deltas).toBeLessThan(20);
    // The sequence is back in the pool: the next call works.
    expect((await caller.callModel(tinyCall())).usage.outputTokens).toBeGreaterThan(0);
  }, 30_000);

  it('keeps to the time limit', async () => {
    const started = performance.now();
    await expect(caller.callModel(longCall({ timeoutMs: 200 }))).rejects.toThrow('The model did not answer in time');
    expect(performance.now() - started).toBeLessThan(2_000);
  }, 30_000);

  it('keeps at most maxLoadedModels models in memory, unloading the least recently used', async () => {
    writeTinyGguf(path.join(modelsDir, 'tiny-b.gguf'), { seed: 7 });
    const one = createLocalModels({ modelsDir, threads: 1, maxLoadedModels: 1 });
    try {
      // Calls that arrive together on a fresh instance all get an answer, and one copy stays loaded.
      const [a] = await Promise.all([one.callModel(tinyCall()), one.callModel(tinyCall()), one.callModel(tinyCall())]);
      expect(await one.loadedFiles()).toEqual([path.join(modelsDir, 'tiny.gguf')]);
      const b = await one.callModel(tinyCall({ model: 'tiny-b' }));
      expect(await one.loadedFiles()).toEqual([path.join(modelsDir, 'tiny-b.gguf')]);
      // Other weights, other answer; and the first model loads again with the same answer as before.
      expect(b.text).not.toBe(a.text);
      expect((await one.callModel(tinyCall())).text).toBe(a?.text);
    } finally {
      await one.dispose();
      rmSync(path.join(modelsDir, 'tiny-b.gguf'));
    }
  }, 30_000);

  it('counts the time limit from when a waiting call gets a sequence, and lets a waiting caller give up', async () => {
    const busy = new AbortController();
    // Two long calls hold both sequences: wait until each has generated something.
    const started: Array<Promise<void>> = [];
    const running = [0, 1].map(() => {
      let onStart = () => {};
      started.push(new Promise<void>((resolve) => (onStart = resolve)));
      return caller.streamModel(longCall({ signal: busy.signal }), () => onStart());
    });
    await Promise.all(started);
    const gaveUp = new AbortController();
    const leaving = caller.callModel(tinyCall({ signal: gaveUp.signal }));
    const waiting = caller.callModel(tinyCall({ timeoutMs: 1_500 }));
    gaveUp.abort();
    await expect(leaving).rejects.toThrow('Stopped before the model finished');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    busy.abort();
    await Promise.allSettled(running);
    // It waited longer than its 1.5 s limit for a sequence, yet gets its answer.
    expect((await waiting).usage.outputTokens).toBeGreaterThan(0);
  }, 30_000);

  it('refuses tools together with a JSON schema', async () => {
    const call = tinyCall({
      tools: [{ name: 'lookup', description: 'Look up', parameters: { type: 'object', properties: {} } }],
      responseFormat: { type: 'json_schema', name: 'answer', schema: { type: 'object' } },
    });
    await expect(caller.callModel(call)).rejects.toThrow(/cannot use tools and a JSON-schema response format/);
  });

  it('names MODELS_DIR and how to add a model when the file is missing', async () => {
    const err = await models.assertUsable('nope').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(404);
    expect((err as AppError).message).toContain(modelsDir);
    expect((err as AppError).message).toMatch(/Put a \.gguf model file/);
    const failed = await caller.callModel(tinyCall({ model: 'nope' })).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ModelCallError);
    expect((failed as ModelCallError).statusCode).toBe(404);
  });
});

describe('without the node-llama-cpp package', () => {
  it('says how to install it instead of crashing', async () => {
    const missing = createLocalModels({
      modelsDir,
      loadRuntime: () =>
        Promise.reject(
          Object.assign(new Error("Cannot find package 'node-llama-cpp'"), { code: 'ERR_MODULE_NOT_FOUND' }),
        ),
    });
    const status = await missing.status();
    expect(status).toEqual({ modelsDir, runtimeInstalled: false, hint: RUNTIME_MISSING, models: ['tiny'] });
    const err = await missing.assertUsable('tiny').catch((e: unknown) => e);
    expect((err as AppError).statusCode).toBe(503);
    expect((err as AppError).message).toMatch(/npm install node-llama-cpp/);
    const failed = await missing.callModel(tinyCall()).catch((e: unknown) => e);
    expect((failed as ModelCallError).statusCode).toBe(503);
    await missing.dispose();
  });

  it('tells a package that fails to load apart from a missing one', async () => {
    const broken = createLocalModels({
      modelsDir,
      loadRuntime: () => Promise.reject(new Error('libstdc++.so.6: version GLIBCXX_3.4.32 not found')),
    });
    const status = await broken.status();
    expect(status.runtimeInstalled).toBe(false);
    expect(status.hint).toBe(
      'The local model runtime (node-llama-cpp) is installed but could not be loaded: libstdc++.so.6: version GLIBCXX_3.4.32 not found',
    );
    await broken.dispose();
  });
});
