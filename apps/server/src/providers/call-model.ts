import type { ResponseFormat, TextField, ToolDefinition } from '@assay/shared/contracts/prompts';
import { APICallError, generateText, jsonSchema, Output, RetryError, streamText, tool, type ToolSet } from 'ai';
import { languageModelFor } from './language-model';
import type { ResolvedCredential } from './resolved-credential';

export type ModelCall = {
  credential: ResolvedCredential;
  /** The model name after the slash. */
  model: string;
  messages: TextField[];
  /** Converted parameter values by SPEC name (temperature, max_tokens, top_p, ...). */
  parameters: Record<string, unknown>;
  tools?: ToolDefinition[] | undefined;
  responseFormat?: ResponseFormat | undefined;
  timeoutMs: number;
  maxRetries?: number;
  signal?: AbortSignal | undefined;
};

export type Usage = { inputTokens: number; outputTokens: number; totalTokens: number; isEstimated: boolean };

export type ModelCallResult = {
  text: string;
  toolCalls: Array<{ name: string; args: unknown }>;
  usage: Usage;
  finishReason: string;
};

/** A failed model call, with the provider's own words when it gave any. */
export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

const SETTING_NAMES: Record<string, string> = {
  temperature: 'temperature',
  max_tokens: 'maxOutputTokens',
  top_p: 'topP',
  top_k: 'topK',
  frequency_penalty: 'frequencyPenalty',
  presence_penalty: 'presencePenalty',
  seed: 'seed',
  stop: 'stopSequences',
};

/** SPEC parameter names to AI SDK call settings; unknown names are left out rather than sent blindly. */
export function toCallSettings(parameters: Record<string, unknown>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parameters)) {
    const key = SETTING_NAMES[name];
    if (!key || value === null || value === undefined) continue;
    settings[key] = key === 'stopSequences' && typeof value === 'string' ? [value] : value;
  }
  return settings;
}

function toToolSet(tools: ToolDefinition[] | undefined): ToolSet | undefined {
  if (!tools || tools.length === 0) return undefined;
  // No execute: the playground shows the calls the model wants to make instead of running anything.
  return Object.fromEntries(
    tools.map((t) => [t.name, tool({ description: t.description, inputSchema: jsonSchema(t.parameters as never) })]),
  );
}

function describeError(err: unknown, signal?: AbortSignal): ModelCallError {
  if (signal?.aborted) return new ModelCallError('Stopped before the model finished', null);
  const last = err instanceof RetryError ? err.lastError : err;
  if (APICallError.isInstance(last)) {
    let detail = last.message;
    try {
      const body = JSON.parse(last.responseBody ?? '') as { error?: { message?: string } | string };
      detail = (typeof body.error === 'string' ? body.error : body.error?.message) ?? detail;
    } catch {
      /* keep the SDK's message */
    }
    return new ModelCallError(
      `Provider error${last.statusCode ? ` ${last.statusCode}` : ''}: ${detail}`,
      last.statusCode ?? null,
    );
  }
  const e = last instanceof Error ? last : new Error(String(last));
  if (e.name === 'AbortError' || e.name === 'TimeoutError')
    return new ModelCallError('The model did not answer in time', null);
  return new ModelCallError(`Model call failed: ${e.message}`, null);
}

/**
 * Provider counts when given; otherwise counted locally with the o200k tokenizer and marked estimated.
 * The tokenizer's tables take about 60 MB, so they are loaded the first time a provider leaves counts out.
 */
async function toUsage(
  reported: { inputTokens?: number | undefined; outputTokens?: number | undefined },
  messages: TextField[],
  text: string,
): Promise<Usage> {
  const hasReported = typeof reported.inputTokens === 'number' && typeof reported.outputTokens === 'number';
  const count = async (t: string) => (await import('gpt-tokenizer')).encode(t).length;
  const inputTokens = reported.inputTokens ?? (await count(messages.map((m) => m.content).join('\n')));
  const outputTokens = reported.outputTokens ?? (await count(text));
  return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens, isEstimated: !hasReported };
}

/**
 * The AI SDK takes system text as `instructions`, not as messages: system messages (in order) become the
 * instructions, the rest stay the conversation.
 */
export function splitInstructions(messages: TextField[]) {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
  const conversation = messages.filter((m) => m.role !== 'system').map((m) => ({ role: m.role, content: m.content }));
  // Providers need at least one turn: a prompt that is only a system message is sent as the user's turn.
  if (conversation.length === 0) return { messages: [{ role: 'user' as const, content: system.join('\n\n') }] };
  return { ...(system.length > 0 ? { instructions: system.join('\n\n') } : {}), messages: conversation };
}

function commonOptions(call: ModelCall) {
  const tools = toToolSet(call.tools);
  const format = call.responseFormat;
  return {
    model: languageModelFor(call.credential, call.model),
    ...splitInstructions(call.messages),
    ...toCallSettings(call.parameters),
    ...(tools ? { tools } : {}),
    ...(format?.type === 'json_schema'
      ? { output: Output.object({ schema: jsonSchema(format.schema as never) }) }
      : {}),
    maxRetries: call.maxRetries ?? 2,
    timeout: call.timeoutMs,
    ...(call.signal ? { abortSignal: call.signal } : {}),
  };
}

export async function callModel(call: ModelCall): Promise<ModelCallResult> {
  try {
    const result = await generateText(commonOptions(call) as Parameters<typeof generateText>[0]);
    return {
      text: result.text,
      toolCalls: result.toolCalls.map((c) => ({ name: c.toolName, args: c.input })),
      usage: await toUsage(result.usage, call.messages, result.text),
      finishReason: String(result.finishReason),
    };
  } catch (err) {
    throw describeError(err, call.signal);
  }
}

/** Streams text deltas to `onDelta` as they arrive, then resolves with the whole result. */
export async function streamModel(call: ModelCall, onDelta: (text: string) => void): Promise<ModelCallResult> {
  let failure: unknown = null;
  const result = streamText({
    ...(commonOptions(call) as Parameters<typeof streamText>[0]),
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  let text = '';
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        const delta = (part as { text?: string; delta?: string }).text ?? (part as { delta?: string }).delta ?? '';
        text += delta;
        onDelta(delta);
      } else if (part.type === 'error') {
        failure ??= part.error;
      }
    }
  } catch (err) {
    failure ??= err;
  }
  if (failure) throw describeError(failure, call.signal);
  try {
    const [usage, toolCalls, finishReason] = await Promise.all([result.usage, result.toolCalls, result.finishReason]);
    return {
      text,
      toolCalls: toolCalls.map((c) => ({ name: c.toolName, args: c.input })),
      usage: await toUsage(usage, call.messages, text),
      finishReason: String(finishReason),
    };
  } catch (err) {
    throw describeError(err, call.signal);
  }
}

/** Local models run in-process (node-llama-cpp); everything else through the AI SDK. */
export type LocalModelRunner = {
  callModel: (call: ModelCall) => Promise<ModelCallResult>;
  streamModel: (call: ModelCall, onDelta: (text: string) => void) => Promise<ModelCallResult>;
};

/** `callModel` / `streamModel` that send `local` credentials to the local runner. */
export function createModelCaller(local: LocalModelRunner) {
  return {
    callModel: (call: ModelCall) => (call.credential.kind === 'local' ? local.callModel(call) : callModel(call)),
    streamModel: (call: ModelCall, onDelta: (text: string) => void) =>
      call.credential.kind === 'local' ? local.streamModel(call, onDelta) : streamModel(call, onDelta),
  };
}
