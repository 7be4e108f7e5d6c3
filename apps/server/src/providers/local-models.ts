import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { LocalModelsStatus } from '@assay/shared/contracts/providers';
import type * as NodeLlamaCpp from 'node-llama-cpp';
import type {
  ChatHistoryItem,
  ChatModelFunctions,
  GbnfJsonSchema,
  Llama,
  LlamaChat,
  LlamaContext,
  LlamaContextSequence,
  LlamaGrammar,
  LlamaModel,
} from 'node-llama-cpp';
import { AppError, notFound } from '../http/app-error';
import type { ModelCall, ModelCallResult } from './call-model';
import { ModelCallError } from './call-model';
import { howToAddLocalModel, listLocalModelFiles } from './local-models-dir';

/** The node-llama-cpp module, loaded on first use so a server without the optional package still starts. */
export type LlamaRuntimeModule = typeof NodeLlamaCpp;

export const RUNTIME_MISSING =
  'The local model runtime (node-llama-cpp) is not installed; run `npm install node-llama-cpp` in the Assay folder and restart the server to use local GGUF models';

export type LocalModelsOptions = {
  modelsDir: string;
  /** CPU threads per call; 0 or unset = half the CPU cores, at least 1 (`defaultThreads`). */
  threads?: number;
  /** Models kept in memory at once; the least recently used idle one is unloaded first. */
  maxLoadedModels?: number;
  /** Calls one loaded model serves side by side (context sequences); more calls wait their turn. */
  sequencesPerModel?: number;
  /** Upper bound of each model's context window in tokens (the model's own trained size when smaller). */
  maxContextSize?: number;
  /** Loads node-llama-cpp; tests inject a failing loader to check the "not installed" path. */
  loadRuntime?: () => Promise<LlamaRuntimeModule>;
};

type LoadedModel = {
  key: string;
  file: string;
  model: LlamaModel;
  context: LlamaContext;
  free: LlamaContextSequence[];
  waiting: Array<(sequence: LlamaContextSequence) => void>;
  inUse: number;
  lastUsed: number;
};

const FINISH_REASONS: Record<string, string> = {
  eogToken: 'stop',
  stopGenerationTrigger: 'stop',
  customStopTrigger: 'stop',
  maxTokens: 'length',
  functionCalls: 'tool-calls',
  abort: 'other',
};

/**
 * Half the cores, at least 1. ggml's worker threads spin while they wait, so on a busy machine using every core
 * is far slower than fewer threads: 50 tokens of the test model took 54 s with node-llama-cpp's default (all
 * cores), 13 s with 2 threads and 0.3 s with 1 on a loaded 2-core machine.
 */
export const defaultThreads = () => Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Generated text without NUL characters: GGUF vocabularies have a token per byte, so a model can emit 0x00, which
 * PostgreSQL text and jsonb cannot store (the run would fail after it finished).
 */
export const withoutNul = (text: string) => text.replaceAll('\u0000', '');

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** SPEC messages to node-llama-cpp chat history, ending with the (empty) model turn to generate. */
export function toChatHistory(messages: ModelCall['messages']): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = messages.map((m) =>
    m.role === 'system'
      ? { type: 'system', text: m.content }
      : m.role === 'assistant'
        ? { type: 'model', response: [m.content] }
        : { type: 'user', text: m.content },
  );
  history.push({ type: 'model', response: [] });
  return history;
}

/** SPEC parameter values to node-llama-cpp generation options; names it has no use for are left out. */
export function toGenerationOptions(parameters: Record<string, unknown>) {
  const stop = parameters.stop;
  const frequencyPenalty = num(parameters.frequency_penalty);
  const presencePenalty = num(parameters.presence_penalty);
  const options = {
    temperature: num(parameters.temperature),
    maxTokens: num(parameters.max_tokens),
    topP: num(parameters.top_p),
    topK: num(parameters.top_k),
    seed: num(parameters.seed),
    customStopTriggers:
      typeof stop === 'string' && stop !== ''
        ? [stop]
        : Array.isArray(stop)
          ? stop.filter((s): s is string => typeof s === 'string' && s !== '')
          : undefined,
    repeatPenalty:
      frequencyPenalty || presencePenalty
        ? { frequencyPenalty: frequencyPenalty ?? 0, presencePenalty: presencePenalty ?? 0 }
        : undefined,
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

/**
 * GGUF models from MODELS_DIR run in-process with node-llama-cpp: one llama instance, a bounded set of loaded
 * models (each with a small pool of context sequences so concurrent calls take turns), all on the CPU and
 * offline: nothing is downloaded or built at run time.
 */
export function createLocalModels(options: LocalModelsOptions) {
  const { modelsDir } = options;
  const maxLoaded = options.maxLoadedModels ?? 2;
  const sequencesPerModel = options.sequencesPerModel ?? 2;
  const maxContextSize = options.maxContextSize ?? 4096;
  const loadRuntime = options.loadRuntime ?? (() => import('node-llama-cpp'));
  let runtime: Promise<{ mod: LlamaRuntimeModule; llama: Llama }> | null = null;
  const loaded = new Map<string, Promise<LoadedModel>>();
  let isDisposed = false;

  async function importRuntime(): Promise<LlamaRuntimeModule> {
    try {
      return await loadRuntime();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND')
        throw new AppError('unavailable', RUNTIME_MISSING);
      throw new AppError(
        'unavailable',
        `The local model runtime (node-llama-cpp) is installed but could not be loaded: ${(err as Error).message}`,
      );
    }
  }

  function getRuntime() {
    runtime ??= (async () => {
      const mod = await importRuntime();
      try {
        const llama = await mod.getLlama({ gpu: false, build: 'never', logLevel: mod.LlamaLogLevel.error });
        return { mod, llama };
      } catch (err) {
        throw new AppError(
          'unavailable',
          `The local model runtime (node-llama-cpp) could not start on this machine: ${(err as Error).message}`,
        );
      }
    })();
    // A failed start is not kept, so installing the package and retrying works without a restart where possible.
    runtime.catch(() => {
      runtime = null;
    });
    return runtime;
  }

  async function findModelFile(name: string): Promise<string> {
    const file = (await listLocalModelFiles(modelsDir)).find((m) => m.name === name)?.file;
    if (!file) throw notFound(`No local model "${name}" in ${modelsDir}. ${howToAddLocalModel(modelsDir)}`);
    return file;
  }

  async function unload(entry: LoadedModel) {
    await entry.context.dispose().catch(() => {});
    await entry.model.dispose().catch(() => {});
  }

  /** Unloads idle models, least recently used first, while more than `keep` are loaded. */
  async function evictIdle(keep: number) {
    const settled = (await Promise.all([...loaded.values()].map((p) => p.catch(() => null)))).filter(
      (e): e is LoadedModel => e !== null,
    );
    const byAge = settled.sort((a, b) => a.lastUsed - b.lastUsed);
    const unloading: LoadedModel[] = [];
    // Checked and removed in one synchronous pass, so a call cannot reserve a model that is being unloaded.
    for (const entry of byAge) {
      if (loaded.size <= keep) break;
      if (entry.inUse > 0 || !loaded.has(entry.key)) continue;
      loaded.delete(entry.key);
      unloading.push(entry);
    }
    for (const entry of unloading) await unload(entry);
  }

  /** The loaded model of a file, reserved for one call (`inUse`) until `release`. */
  async function reserveModel(file: string): Promise<LoadedModel> {
    for (;;) {
      const { promise } = await loadModel(file);
      const entry = await promise;
      // Still the cached copy (not unloaded while this call waited): reserve it in the same tick.
      if (loaded.get(entry.key) === promise) {
        entry.inUse++;
        entry.lastUsed = Date.now();
        return entry;
      }
    }
  }

  /** The cached (or now loading) model of a file; wrapped so awaiting this does not await the load. */
  async function loadModel(file: string): Promise<{ promise: Promise<LoadedModel> }> {
    const info = await stat(file);
    // A file replaced under the same name is loaded afresh; the old copy is unloaded once idle.
    const key = `${file}:${info.size}:${info.mtimeMs}`;
    if (!loaded.has(key)) await evictIdle(maxLoaded - 1);
    // Looked up after the eviction's await: a call that started loading this file meanwhile is joined.
    let entry = loaded.get(key);
    if (!entry) {
      entry = (async () => {
        const { llama } = await getRuntime();
        const model = await llama.loadModel({ modelPath: file });
        try {
          const context = await model.createContext({
            sequences: sequencesPerModel,
            contextSize: { max: Math.min(maxContextSize, model.trainContextSize) },
            threads: options.threads || defaultThreads(),
          });
          const free = Array.from({ length: sequencesPerModel }, () => context.getSequence());
          return { key, file, model, context, free, waiting: [], inUse: 0, lastUsed: Date.now() };
        } catch (err) {
          await model.dispose().catch(() => {});
          throw err;
        }
      })();
      loaded.set(key, entry);
      entry.catch(() => loaded.delete(key));
    }
    return { promise: entry };
  }

  function unreserve(entry: LoadedModel) {
    entry.inUse--;
    entry.lastUsed = Date.now();
    if (entry.inUse === 0 && loaded.size > maxLoaded) void evictIdle(maxLoaded);
  }

  /** A free context sequence of a reserved model; waits its turn when all are busy. */
  function acquire(entry: LoadedModel, signal: AbortSignal): Promise<LlamaContextSequence> {
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    const sequence = entry.free.pop();
    if (sequence) return Promise.resolve(sequence);
    return new Promise((resolve, reject) => {
      const take = (s: LlamaContextSequence) => {
        signal.removeEventListener('abort', onAbort);
        resolve(s);
      };
      const onAbort = () => {
        entry.waiting.splice(entry.waiting.indexOf(take), 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      entry.waiting.push(take);
    });
  }

  function release(entry: LoadedModel, sequence: LlamaContextSequence) {
    const next = entry.waiting.shift();
    if (next) next(sequence);
    else entry.free.push(sequence);
    unreserve(entry);
  }

  async function grammarFor(llama: Llama, call: ModelCall): Promise<LlamaGrammar | undefined> {
    if (call.responseFormat?.type !== 'json_schema') return undefined;
    try {
      return await llama.createGrammarForJsonSchema(call.responseFormat.schema as never);
    } catch (err) {
      throw new ModelCallError(
        `The local provider cannot follow this JSON schema (${(err as Error).message}); simplify the schema or use a hosted model`,
        400,
      );
    }
  }

  /** Runs one call on a local model; `onDelta` receives text as it is generated. */
  async function run(call: ModelCall, onDelta?: (text: string) => void): Promise<ModelCallResult> {
    if (isDisposed) throw new ModelCallError('The server is shutting down', 503);
    const hasTools = (call.tools?.length ?? 0) > 0;
    if (hasTools && call.responseFormat?.type === 'json_schema') {
      throw new ModelCallError(
        'The local provider cannot use tools and a JSON-schema response format in the same call; remove one of them',
        400,
      );
    }
    let file: string;
    let entry: LoadedModel;
    let llama: Llama;
    let mod: LlamaRuntimeModule;
    try {
      file = await findModelFile(call.model);
      ({ llama, mod } = await getRuntime());
    } catch (err) {
      if (err instanceof AppError) throw new ModelCallError(err.message, err.statusCode);
      throw err;
    }
    const grammar = await grammarFor(llama, call);
    try {
      entry = await reserveModel(file);
    } catch (err) {
      throw new ModelCallError(`Could not load the local model "${call.model}": ${(err as Error).message}`, 400);
    }
    const functions: ChatModelFunctions | undefined = hasTools
      ? Object.fromEntries(
          (call.tools ?? []).map((t) => [
            t.name,
            { description: t.description, params: t.parameters as GbnfJsonSchema | undefined },
          ]),
        )
      : undefined;

    const stopped = () =>
      call.signal?.aborted
        ? new ModelCallError('Stopped before the model finished', null)
        : new ModelCallError('The model did not answer in time', null);

    // Waiting for a free sequence (behind other calls, e.g. a canvas run) ends only when the caller gives up;
    // the time limit counts from when this call gets to generate.
    let sequence: LlamaContextSequence;
    try {
      sequence = await acquire(entry, call.signal ?? new AbortController().signal);
    } catch {
      unreserve(entry);
      throw stopped();
    }
    const timeout = AbortSignal.timeout(call.timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    const chat = new mod.LlamaChat({ contextSequence: sequence });
    try {
      const history = toChatHistory(call.messages);
      const inputTokens = chat.chatWrapper
        .generateContextState({ chatHistory: history, ...(functions ? { availableFunctions: functions } : {}) })
        .contextText.tokenize(entry.model.tokenizer).length;
      const meterBefore = sequence.tokenMeter.getState();
      // Grammar and functions exclude each other (checked above); the option type says so with a union.
      const generateOptions = {
        ...toGenerationOptions(call.parameters),
        signal,
        ...(grammar ? { grammar } : {}),
        ...(functions ? { functions } : {}),
        ...(onDelta
          ? {
              onTextChunk: (chunk: string) => {
                const text = withoutNul(chunk);
                if (text !== '') onDelta(text);
              },
            }
          : {}),
      } as Parameters<LlamaChat['generateResponse']>[1];
      const result = await chat.generateResponse(history, generateOptions);
      if (signal.aborted) throw stopped();
      const outputTokens = sequence.tokenMeter.diff(meterBefore).usedOutputTokens;
      return {
        text: withoutNul(result.response),
        toolCalls: (result.functionCalls ?? []).map((c) => ({ name: c.functionName, args: c.params })),
        usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens, isEstimated: false },
        finishReason: FINISH_REASONS[result.metadata.stopReason] ?? result.metadata.stopReason,
      };
    } catch (err) {
      if (signal.aborted) throw stopped();
      if (err instanceof ModelCallError) throw err;
      throw new ModelCallError(`Local model call failed: ${(err as Error).message}`, null);
    } finally {
      chat.dispose({ disposeSequence: false });
      release(entry, sequence);
    }
  }

  return {
    modelsDir,

    /** Model names (`local/<name>`) of the .gguf files in MODELS_DIR. */
    listModels: async (): Promise<string[]> => (await listLocalModelFiles(modelsDir)).map((m) => m.name),

    /** Whether local models can run here, and what to do when they cannot. Never loads the native library. */
    async status(): Promise<LocalModelsStatus> {
      const models = (await listLocalModelFiles(modelsDir)).map((m) => m.name);
      const runtimeProblem = await importRuntime().then(
        () => null,
        (err: Error) => err.message,
      );
      const hint = runtimeProblem ?? (models.length === 0 ? howToAddLocalModel(modelsDir) : null);
      return { modelsDir, runtimeInstalled: runtimeProblem === null, hint, models };
    },

    /** Throws the AppError (404 naming MODELS_DIR, 503 without the runtime) a call of this model would meet. */
    async assertUsable(name: string): Promise<void> {
      await findModelFile(name);
      await importRuntime();
    },

    /** Files of the models in memory now (at most maxLoadedModels once calls finish). */
    async loadedFiles(): Promise<string[]> {
      const entries = await Promise.all([...loaded.values()].map((p) => p.catch(() => null)));
      return entries.filter((e): e is LoadedModel => e !== null).map((e) => e.file);
    },

    callModel: (call: ModelCall) => run(call),
    streamModel: (call: ModelCall, onDelta: (text: string) => void) => run(call, onDelta),

    /** Unloads every model and the native library (server shutdown). */
    async dispose() {
      isDisposed = true;
      const entries = await Promise.all([...loaded.values()].map((p) => p.catch(() => null)));
      loaded.clear();
      for (const entry of entries) if (entry) await unload(entry);
      const started = await runtime?.catch(() => null);
      runtime = null;
      await started?.llama.dispose().catch(() => {});
    },
  };
}

export type LocalModels = ReturnType<typeof createLocalModels>;
