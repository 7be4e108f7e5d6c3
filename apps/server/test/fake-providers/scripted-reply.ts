/**
 * The vocabulary shared by the fake LLM server and the three wire formats it speaks:
 * what a test can script, and the normalized content each protocol renders.
 */

export type TokenUsage = { input: number; output: number };

/** A successful text answer. `chunks` are the pieces a streaming request receives, in order. */
export type TextReply = {
  kind: 'text';
  text: string;
  /** Streaming only: the pieces sent one by one (should join to `text`). Defaults to `text` split after each word. */
  chunks?: string[];
  /** Streaming only: pause between two pieces. */
  delayMsBetweenChunks?: number;
  /** Defaults to 10 input tokens and one output token per streamed piece. */
  usage?: TokenUsage;
  /** OpenAI wire only: leave token counts out, as some OpenAI-compatible servers do. */
  omitUsage?: boolean;
};

/** The model calls one function tool with `args`. */
export type ToolCallReply = { kind: 'tool-call'; name: string; args: object; usage?: TokenUsage };

/**
 * An HTTP error. Without `body`, the protocol's own error shape is sent. A 429 without a
 * `retry-after`/`retry-after-ms` header gets `retry-after: 0`, so SDK retries happen at once.
 */
export type StatusReply = { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Sends nothing for `ms`, then `then` (default: the default reply). Stops at once, without
 * replying, when the client aborts or closes the socket.
 */
export type HangReply = { kind: 'hang'; ms: number; then?: Exclude<ScriptedReply, { kind: 'hang' }> };

/** HTTP 200 with a body the protocol cannot parse: truncated JSON, or an SSE stream of garbage. */
export type MalformedReply = { kind: 'malformed' };

export type ScriptedReply = TextReply | ToolCallReply | StatusReply | HangReply | MalformedReply;

export const DEFAULT_TEXT = 'Hello from the fake model';
export const DEFAULT_REPLY: TextReply = { kind: 'text', text: DEFAULT_TEXT };
export const DEFAULT_INPUT_TOKENS = 10;
export const DEFAULT_MODELS: readonly string[] = ['fake-model', 'fake-model-mini'];

export type Protocol = 'openai' | 'anthropic' | 'gemini';

/** What one generate request asked for, as far as rendering the reply is concerned. */
export type ReplyContext = {
  model: string;
  /** Unique per request, for ids. */
  seq: number;
  /** OpenAI: `stream_options.include_usage` was set. */
  includeUsage: boolean;
  /** Gemini: `alt=sse` was asked for (otherwise a streamed JSON array). */
  sse: boolean;
};

export type NormalizedContent =
  | { kind: 'text'; text: string; pieces: string[]; usage: TokenUsage; omitUsage?: boolean }
  | { kind: 'tool-call'; name: string; args: object; argsJson: string; usage: TokenUsage };

/** One wire format: how content, errors, model lists and garbage look on it. */
export type WireProtocol = {
  name: Protocol;
  /** The non-streaming response body. */
  body(content: NormalizedContent, ctx: ReplyContext): unknown;
  /** The streaming response, one string per step; the server may pause between steps. */
  streamSteps(content: NormalizedContent, ctx: ReplyContext): string[];
  streamContentType(ctx: ReplyContext): string;
  errorBody(status: number, message: string): unknown;
  modelList(models: readonly string[]): unknown;
  malformedBody: string;
  malformedStream(ctx: ReplyContext): string;
};

/** 'Hello from the fake model' → ['Hello ', 'from ', 'the ', 'fake ', 'model']. */
export function splitIntoWords(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g);
  return words && words.length > 0 ? words : [text];
}

export function normalizeContent(reply: TextReply | ToolCallReply): NormalizedContent {
  if (reply.kind === 'tool-call') {
    return {
      kind: 'tool-call',
      name: reply.name,
      args: reply.args,
      argsJson: JSON.stringify(reply.args),
      usage: reply.usage ?? { input: DEFAULT_INPUT_TOKENS, output: 5 },
    };
  }
  const pieces = reply.chunks && reply.chunks.length > 0 ? reply.chunks : splitIntoWords(reply.text);
  return {
    kind: 'text',
    text: reply.text,
    pieces,
    usage: reply.usage ?? { input: DEFAULT_INPUT_TOKENS, output: pieces.length },
    ...(reply.omitUsage ? { omitUsage: true } : {}),
  };
}

/** Cuts a JSON argument string in two, the way providers stream tool arguments. */
export function splitInTwo(text: string): string[] {
  if (text.length < 2) return [text];
  const middle = Math.floor(text.length / 2);
  return [text.slice(0, middle), text.slice(middle)];
}
