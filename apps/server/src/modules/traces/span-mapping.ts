import { SPAN_KINDS, type SpanKind } from '@assay/shared/contracts/traces';
import type { RawSpan, SpanRecord } from './span-record';

/**
 * Reads what a span means from its attributes, following (in this order of preference):
 * - Assay's own attributes (`assay.*`),
 * - OpenInference (`openinference.span.kind`, `input.value`, `llm.model_name`, `llm.token_count.*`,
 *   `llm.input_messages.N.message.*`, `session.id`, `user.id`, `tool.name`),
 * - OpenTelemetry GenAI semantic conventions (`gen_ai.operation.name`, `gen_ai.request.model`,
 *   `gen_ai.usage.*`, `gen_ai.input.messages`, `gen_ai.prompt`, `gen_ai.*.message` events, `gen_ai.tool.*`),
 * - the Vercel AI SDK's telemetry (`ai.model.id`, `ai.usage.*`, `ai.prompt`, `ai.response.text`).
 * Values the sender gave explicitly (native ingest) win over all of them.
 */

export const EXTERNAL_ID_KEYS = ['assay.external_id', 'external_id', 'external.id'] as const;
export const SESSION_ID_KEYS = ['session.id', 'gen_ai.conversation.id', 'assay.session_id'] as const;
export const USER_ID_KEYS = ['user.id', 'enduser.id', 'assay.user_id'] as const;
const COST_KEYS = ['assay.cost_usd', 'llm.cost.total', 'gen_ai.usage.cost', 'gen_ai.usage.cost_usd'] as const;

type Attrs = Record<string, unknown>;

const OPENINFERENCE_KINDS: Record<string, SpanKind> = {
  LLM: 'llm',
  TOOL: 'tool',
  AGENT: 'agent',
  CHAIN: 'chain',
  RETRIEVER: 'retriever',
  RERANKER: 'retriever',
  EMBEDDING: 'embedding',
  GUARDRAIL: 'guardrail',
  EVALUATOR: 'custom',
  PROMPT: 'chain',
  UNKNOWN: 'custom',
};

const GENAI_OPERATION_KINDS: Record<string, SpanKind> = {
  chat: 'llm',
  text_completion: 'llm',
  generate_content: 'llm',
  completion: 'llm',
  embeddings: 'embedding',
  embedding: 'embedding',
  execute_tool: 'tool',
  invoke_agent: 'agent',
  create_agent: 'agent',
};

const firstString = (attrs: Attrs, keys: readonly string[]): string | null => {
  for (const k of keys) {
    const v = attrs[k];
    if (typeof v === 'string' && v.trim() !== '') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return null;
};

const toNumber = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

const firstNumber = (attrs: Attrs, keys: readonly string[]): number | null => {
  for (const k of keys) {
    const n = toNumber(attrs[k]);
    if (n !== null) return n;
  }
  return null;
};

const toCount = (n: number | null) => (n === null || n < 0 ? null : Math.round(n));

/** JSON text becomes its value; anything else stays as it is. */
export function parseMaybeJson(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return v;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return v;
  }
}

/**
 * Rebuilds a flattened list: `llm.input_messages.0.message.role = user` under the prefix
 * `llm.input_messages.` becomes `[{ message: { role: 'user' } }]`. Numeric path parts make arrays.
 */
export function unflatten(attrs: Attrs, prefix: string): unknown[] | null {
  let root: unknown[] | null = null;
  for (const [key, value] of Object.entries(attrs)) {
    if (!key.startsWith(prefix)) continue;
    const path = key.slice(prefix.length).split('.');
    if (path.length === 0 || !/^\d+$/.test(path[0] ?? '')) continue;
    root ??= [];
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < path.length; i++) {
      const part = path[i] as string;
      const isLast = i === path.length - 1;
      const slot: string | number = Array.isArray(node) ? Number(part) : part;
      if (isLast) {
        (node as Record<string | number, unknown>)[slot] = value;
        break;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      let child = (node as Record<string | number, unknown>)[slot];
      if (typeof child !== 'object' || child === null) {
        child = nextIsIndex ? [] : {};
        (node as Record<string | number, unknown>)[slot] = child;
      }
      node = child as Record<string, unknown> | unknown[];
    }
  }
  return root ? root.filter((x) => x !== undefined) : null;
}

/** OpenInference messages: `[{ message: { role, content } }]` -> `[{ role, content }]`. */
function openInferenceMessages(attrs: Attrs, prefix: string): unknown[] | null {
  const list = unflatten(attrs, prefix);
  if (!list) return null;
  return list.map((item) => {
    const message = (item as { message?: Record<string, unknown> } | null)?.message;
    if (!message) return item;
    const contents = message.contents;
    if (message.content === undefined && Array.isArray(contents)) {
      // Multi-part content: keep the text parts joined, like most chat UIs show them.
      const text = contents
        .map((c) => (c as { message_content?: { text?: unknown } })?.message_content?.text)
        .filter((t): t is string => typeof t === 'string')
        .join('\n');
      return { ...message, content: text };
    }
    return message;
  });
}

const GENAI_MESSAGE_EVENTS: Record<string, string> = {
  'gen_ai.system.message': 'system',
  'gen_ai.user.message': 'user',
  'gen_ai.assistant.message': 'assistant',
  'gen_ai.tool.message': 'tool',
};

function eventMessage(role: string, attrs: Attrs): Record<string, unknown> {
  const content = parseMaybeJson(attrs.content ?? attrs['gen_ai.event.content'] ?? attrs.body ?? null);
  const message: Record<string, unknown> = { role: typeof attrs.role === 'string' ? attrs.role : role };
  if (content && typeof content === 'object' && !Array.isArray(content) && 'content' in content) {
    return { ...message, ...(content as Record<string, unknown>) };
  }
  message.content = content;
  if (attrs.tool_calls !== undefined) message.tool_calls = parseMaybeJson(attrs.tool_calls);
  if (attrs.id !== undefined) message.id = attrs.id;
  return message;
}

function inputFromEvents(events: RawSpan['events']): unknown {
  const messages = events
    .filter((e) => GENAI_MESSAGE_EVENTS[e.name] !== undefined)
    .map((e) => eventMessage(GENAI_MESSAGE_EVENTS[e.name] as string, e.attributes));
  if (messages.length > 0) return messages;
  const prompt = events.find((e) => e.name === 'gen_ai.content.prompt')?.attributes['gen_ai.prompt'];
  return prompt === undefined ? undefined : parseMaybeJson(prompt);
}

function outputFromEvents(events: RawSpan['events']): unknown {
  const choices = events
    .filter((e) => e.name === 'gen_ai.choice')
    .map((e) => {
      const message = parseMaybeJson(e.attributes.message);
      if (message && typeof message === 'object') return message;
      return eventMessage('assistant', e.attributes);
    });
  if (choices.length === 1) return choices[0];
  if (choices.length > 1) return choices;
  const completion = events.find((e) => e.name === 'gen_ai.content.completion')?.attributes['gen_ai.completion'];
  return completion === undefined ? undefined : parseMaybeJson(completion);
}

/** OpenInference `input.value` / `output.value` with their `*.mime_type`. */
function valueWithMime(attrs: Attrs, key: 'input' | 'output'): unknown {
  const value = attrs[`${key}.value`];
  if (value === undefined || value === null) return undefined;
  return attrs[`${key}.mime_type`] === 'application/json' ? parseMaybeJson(value) : value;
}

export function readSpanKind(attrs: Attrs, name: string): SpanKind {
  const own = attrs['assay.span.kind'];
  if (typeof own === 'string' && (SPAN_KINDS as readonly string[]).includes(own)) return own as SpanKind;
  const oi = attrs['openinference.span.kind'];
  if (typeof oi === 'string' && OPENINFERENCE_KINDS[oi.toUpperCase()]) return OPENINFERENCE_KINDS[oi.toUpperCase()]!;
  const op = attrs['gen_ai.operation.name'];
  if (typeof op === 'string' && GENAI_OPERATION_KINDS[op]) return GENAI_OPERATION_KINDS[op]!;
  if (attrs['gen_ai.tool.name'] !== undefined || attrs['tool.name'] !== undefined) return 'tool';
  if (attrs['gen_ai.agent.name'] !== undefined || attrs['agent.name'] !== undefined) return 'agent';
  if (attrs['embedding.model_name'] !== undefined) return 'embedding';
  if (
    attrs['gen_ai.request.model'] !== undefined ||
    attrs['gen_ai.response.model'] !== undefined ||
    attrs['llm.model_name'] !== undefined
  ) {
    return 'llm';
  }
  // The AI SDK names its model-call spans ai.generateText.doGenerate, ai.streamText.doStream, ...
  if (/^ai\.\w+\.do(Generate|Stream)$/.test(name)) return 'llm';
  if (/^ai\.toolCall$/.test(name)) return 'tool';
  if (/^ai\.embed/.test(name)) return 'embedding';
  return 'custom';
}

export function readInput(attrs: Attrs, events: RawSpan['events']): unknown {
  const candidates: Array<() => unknown> = [
    () => valueWithMime(attrs, 'input'),
    () => parseMaybeJson(attrs['gen_ai.input.messages']),
    () => openInferenceMessages(attrs, 'llm.input_messages.') ?? undefined,
    () => parseMaybeJson(attrs['gen_ai.prompt']),
    () => unflatten(attrs, 'gen_ai.prompt.') ?? undefined,
    () => inputFromEvents(events),
    () => parseMaybeJson(attrs['gen_ai.tool.call.arguments']),
    () => parseMaybeJson(attrs['tool.parameters']),
    () => parseMaybeJson(attrs['ai.prompt.messages']),
    () => parseMaybeJson(attrs['ai.prompt']),
    () => parseMaybeJson(attrs['ai.toolCall.args']),
    () => unflatten(attrs, 'embedding.embeddings.') ?? undefined,
  ];
  for (const read of candidates) {
    const v = read();
    if (v !== undefined && v !== null) return v;
  }
  return null;
}

export function readOutput(attrs: Attrs, events: RawSpan['events']): unknown {
  const candidates: Array<() => unknown> = [
    () => valueWithMime(attrs, 'output'),
    () => parseMaybeJson(attrs['gen_ai.output.messages']),
    () => openInferenceMessages(attrs, 'llm.output_messages.') ?? undefined,
    () => parseMaybeJson(attrs['gen_ai.completion']),
    () => unflatten(attrs, 'gen_ai.completion.') ?? undefined,
    () => outputFromEvents(events),
    () => parseMaybeJson(attrs['gen_ai.tool.call.result']),
    () => attrs['ai.response.text'],
    () => parseMaybeJson(attrs['ai.response.object']),
    () => parseMaybeJson(attrs['ai.toolCall.result']),
    () => unflatten(attrs, 'retrieval.documents.') ?? undefined,
  ];
  for (const read of candidates) {
    const v = read();
    if (v !== undefined && v !== null) return v;
  }
  return null;
}

export function readModel(attrs: Attrs): { model: string | null; provider: string | null } {
  return {
    model: firstString(attrs, [
      'gen_ai.response.model',
      'gen_ai.request.model',
      'llm.model_name',
      'embedding.model_name',
      'ai.response.model',
      'ai.model.id',
    ]),
    provider: firstString(attrs, [
      'gen_ai.provider.name',
      'gen_ai.system',
      'llm.provider',
      'llm.system',
      'ai.model.provider',
    ]),
  };
}

export function readTokens(attrs: Attrs): {
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
} {
  const promptTokens = toCount(
    firstNumber(attrs, [
      'gen_ai.usage.input_tokens',
      'gen_ai.usage.prompt_tokens',
      'llm.token_count.prompt',
      'ai.usage.promptTokens',
      'ai.usage.inputTokens',
    ]),
  );
  const completionTokens = toCount(
    firstNumber(attrs, [
      'gen_ai.usage.output_tokens',
      'gen_ai.usage.completion_tokens',
      'llm.token_count.completion',
      'ai.usage.completionTokens',
      'ai.usage.outputTokens',
    ]),
  );
  const stated = toCount(
    firstNumber(attrs, ['llm.token_count.total', 'gen_ai.usage.total_tokens', 'ai.usage.totalTokens']),
  );
  const totalTokens =
    stated ??
    (promptTokens === null && completionTokens === null ? null : (promptTokens ?? 0) + (completionTokens ?? 0));
  return { promptTokens, completionTokens, totalTokens };
}

/** The cost the sender stated; null when it stated none (the service may then price it from the model). */
export const readStatedCost = (attrs: Attrs): number | null => {
  const n = firstNumber(attrs, COST_KEYS);
  return n === null || n < 0 ? null : n;
};

/** Looks in the span's attributes, then in its resource's. */
const identity = (attrs: Attrs, resource: Attrs, keys: readonly string[]) =>
  firstString(attrs, keys) ?? firstString(resource, keys);

const nsToMs = (ns: bigint) => Number(ns / 1000n) / 1000;

function statusMessageOf(raw: RawSpan): string | null {
  if (raw.statusMessage) return raw.statusMessage;
  if (raw.status !== 'error') return null;
  const exception = raw.events.find((e) => e.name === 'exception')?.attributes;
  const message = exception?.['exception.message'];
  const type = exception?.['exception.type'];
  if (typeof message === 'string' && message) return typeof type === 'string' && type ? `${type}: ${message}` : message;
  const errorType = raw.attributes['error.type'];
  return typeof errorType === 'string' ? errorType : null;
}

/** Everything a stored span holds, read from a raw span. Pure: no clock, no I/O. */
export function toSpanRecord(raw: RawSpan): SpanRecord {
  const attrs = raw.attributes;
  const ex = raw.explicit ?? {};
  const endNs = raw.endNs < raw.startNs ? raw.startNs : raw.endNs;
  const { model, provider } = readModel(attrs);
  const tokens = readTokens(attrs);
  const promptTokens = ex.promptTokens !== undefined ? ex.promptTokens : tokens.promptTokens;
  const completionTokens = ex.completionTokens !== undefined ? ex.completionTokens : tokens.completionTokens;
  const totalTokens =
    ex.totalTokens !== undefined
      ? ex.totalTokens
      : ex.promptTokens !== undefined || ex.completionTokens !== undefined
        ? promptTokens === null && completionTokens === null
          ? null
          : (promptTokens ?? 0) + (completionTokens ?? 0)
        : tokens.totalTokens;
  const serviceName = raw.resourceAttributes['service.name'];
  return {
    traceId: raw.traceId,
    spanId: raw.spanId,
    parentSpanId: raw.parentSpanId,
    name: raw.name,
    kind: ex.kind ?? readSpanKind(attrs, raw.name),
    status: raw.status,
    statusMessage: statusMessageOf(raw),
    startNs: raw.startNs,
    endNs,
    startMs: nsToMs(raw.startNs),
    durationMs: Number(endNs - raw.startNs) / 1e6,
    input: ex.input !== undefined ? ex.input : readInput(attrs, raw.events),
    output: ex.output !== undefined ? ex.output : readOutput(attrs, raw.events),
    model: ex.model !== undefined ? ex.model : model,
    provider: ex.provider !== undefined ? ex.provider : provider,
    promptTokens,
    completionTokens,
    totalTokens,
    costUsd: ex.costUsd !== undefined ? ex.costUsd : readStatedCost(attrs),
    attributes: attrs,
    resourceAttributes: raw.resourceAttributes,
    serviceName: typeof serviceName === 'string' && serviceName ? serviceName : null,
    events: raw.events.map((e) => ({ name: e.name, timeUnixNano: e.timeNs.toString(), attributes: e.attributes })),
    sessionId: ex.sessionId !== undefined ? ex.sessionId : identity(attrs, raw.resourceAttributes, SESSION_ID_KEYS),
    externalId: ex.externalId !== undefined ? ex.externalId : identity(attrs, raw.resourceAttributes, EXTERNAL_ID_KEYS),
    userId: ex.userId !== undefined ? ex.userId : identity(attrs, raw.resourceAttributes, USER_ID_KEYS),
  };
}

/** Price-table ids (`openai/gpt-4o`) to try for a span's provider and model, most specific first. */
export function priceIdsFor(provider: string | null, model: string): string[] {
  const PROVIDER_ALIASES: Record<string, string> = {
    openai: 'openai',
    'azure.ai.openai': 'openai',
    'az.ai.openai': 'openai',
    azure_openai: 'openai',
    anthropic: 'anthropic',
    'aws.bedrock': 'anthropic',
    google: 'google',
    gemini: 'google',
    'gcp.gemini': 'google',
    'gcp.vertex_ai': 'google',
    'gcp.gen_ai': 'google',
    vertex_ai: 'google',
  };
  const bare = model.includes('/') ? model.slice(model.indexOf('/') + 1) : model;
  const ids: string[] = [];
  if (model.includes('/')) ids.push(model);
  const p = provider ? (PROVIDER_ALIASES[provider.toLowerCase()] ?? provider.toLowerCase().split('.')[0]) : null;
  if (p) ids.push(`${p}/${bare}`);
  for (const guess of ['openai', 'anthropic', 'google']) ids.push(`${guess}/${bare}`);
  // Dated snapshots (gpt-4o-mini-2024-07-18, claude-3-5-haiku-20241022) fall back to their family's price.
  const undated = bare.replace(/-(\d{4}-\d{2}-\d{2}|\d{8})$/, '');
  if (undated !== bare) for (const id of [...ids]) ids.push(id.replace(bare, undated));
  return [...new Set(ids)];
}
