import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { anthropicWire } from './anthropic-wire';
import { geminiWire } from './gemini-wire';
import { openAiWire } from './openai-wire';
import {
  DEFAULT_MODELS,
  DEFAULT_REPLY,
  normalizeContent,
  type Protocol,
  type ReplyContext,
  type ScriptedReply,
  type WireProtocol,
} from './scripted-reply';

export {
  DEFAULT_MODELS,
  DEFAULT_REPLY,
  DEFAULT_TEXT,
  type HangReply,
  type MalformedReply,
  type Protocol,
  type ScriptedReply,
  type StatusReply,
  type TextReply,
  type TokenUsage,
  type ToolCallReply,
} from './scripted-reply';

/**
 * A real HTTP server on 127.0.0.1 that answers like OpenAI Chat Completions (and OpenAI-compatible
 * servers), Anthropic Messages and the Gemini API, so provider code can be tested end to end offline.
 *
 * Routes (the `/v1` and `/v1beta` prefixes are optional, so any baseURL convention works):
 * - POST /v1/chat/completions                       OpenAI; `stream: true` → SSE (also Azure's
 *   /openai/v1/chat/completions and /openai/deployments/{name}/chat/completions)
 * - POST /v1/messages                               Anthropic; `stream: true` → SSE
 * - POST /v1beta/models/{model}:generateContent     Gemini
 * - POST /v1beta/models/{model}:streamGenerateContent[?alt=sse]
 * - GET  /v1/models, /v1beta/models                 model list, in the shape of the protocol the request
 *   looks like: Gemini for /v1beta or an `x-goog-api-key`/`?key=`; Anthropic for `anthropic-version` or
 *   `x-api-key`; OpenAI otherwise.
 *
 * Every request to one of these routes takes the next scripted reply (FIFO), or the default reply
 * ('Hello from the fake model') when none is queued. On a model-list route a text or tool-call reply
 * just means "answer normally". Other paths get a 404 and consume nothing. All requests are recorded.
 */

export type RecordedRequest = {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** The parsed JSON body, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
  rawBody: string;
  /** Which API the route belongs to; null for an unknown route. */
  protocol: Protocol | null;
  /** A generate request that asked for a streamed answer. */
  stream: boolean;
  /** The client aborted or closed the connection before the reply was complete. */
  abortedByClient: boolean;
  /** performance.now() when the request arrived (the moment the provider starts answering). */
  receivedAt: number;
};

export type FakeLlmServer = {
  /** http://127.0.0.1:{port}, no trailing slash. */
  baseUrl: string;
  /** The baseURL each AI SDK provider expects (`createOpenAI`, `createOpenAICompatible`, `createAnthropic`, `createGoogleGenerativeAI`). */
  urls: { openai: string; anthropic: string; gemini: string };
  requests: RecordedRequest[];
  /** Queues replies, consumed one per request in order. */
  script(next: ScriptedReply | ScriptedReply[]): void;
  /** Forgets queued replies and recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

export type FakeLlmServerOptions = {
  /** Model ids listed by the model-list routes. */
  models?: readonly string[];
  /** Fixed port (default: any free one). */
  port?: number;
  /**
   * For a fake running in its own process (browser tests): POST /__script queues replies (a reply or an
   * array), POST /__reset clears the queue.
   */
  hasControlRoutes?: boolean;
};

type Route =
  | { action: 'generate'; wire: WireProtocol; stream: boolean; ctx: ReplyContext }
  | { action: 'models'; wire: WireProtocol };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function findRoute(
  method: string,
  path: string,
  query: Record<string, string>,
  headers: Record<string, string>,
  body: unknown,
  seq: number,
): Route | null {
  const json = isRecord(body) ? body : {};
  const bodyModel = typeof json.model === 'string' ? json.model : 'fake-model';
  const wantsStream = json.stream === true;
  const ctx = (model: string, extra: Partial<ReplyContext> = {}): ReplyContext => ({
    model,
    seq,
    includeUsage: false,
    sse: true,
    ...extra,
  });

  if (method === 'POST' && /^(\/openai)?(\/v1|\/deployments\/[^/]+)?\/chat\/completions$/.test(path)) {
    const streamOptions = isRecord(json.stream_options) ? json.stream_options : {};
    return {
      action: 'generate',
      wire: openAiWire,
      stream: wantsStream,
      ctx: ctx(bodyModel, { includeUsage: streamOptions.include_usage === true }),
    };
  }
  if (method === 'POST' && /^(\/v1)?\/messages$/.test(path)) {
    return { action: 'generate', wire: anthropicWire, stream: wantsStream, ctx: ctx(bodyModel) };
  }
  const gemini = /^(?:\/v1beta|\/v1)?\/((?:models|tunedModels)\/[^/:]+):(generateContent|streamGenerateContent)$/.exec(
    path,
  );
  if (method === 'POST' && gemini) {
    const stream = gemini[2] === 'streamGenerateContent';
    const model = decodeURIComponent((gemini[1] ?? '').replace(/^models\//, ''));
    return { action: 'generate', wire: geminiWire, stream, ctx: ctx(model, { sse: query.alt === 'sse' }) };
  }
  if (method === 'GET' && /^(\/openai)?(\/v1beta|\/v1)?\/models$/.test(path)) {
    if (path.startsWith('/v1beta') || headers['x-goog-api-key'] !== undefined || query.key !== undefined) {
      return { action: 'models', wire: geminiWire };
    }
    if (headers['anthropic-version'] !== undefined || headers['x-api-key'] !== undefined) {
      return { action: 'models', wire: anthropicWire };
    }
    return { action: 'models', wire: openAiWire };
  }
  return null;
}

function normalizeHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function parseBody(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Tracks whether the client went away before the reply ended. */
class Exchange {
  closed = false;

  constructor(
    readonly res: ServerResponse,
    readonly record: RecordedRequest,
  ) {
    res.on('close', () => {
      this.closed = true;
      if (!res.writableFinished) record.abortedByClient = true;
    });
  }

  /** Waits `ms`; false when the client went away meanwhile (the wait then ends at once). */
  pause(ms: number): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const onClose = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        this.res.off('close', onClose);
        resolve(!this.closed);
      }, ms);
      this.res.once('close', onClose);
    });
  }

  sendJson(status: number, body: unknown, headers: Record<string, string> = {}): void {
    if (this.closed) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    this.res.writeHead(status, { 'content-type': 'application/json', ...headers });
    this.res.end(text);
  }

  sendRaw(status: number, contentType: string, text: string): void {
    if (this.closed) return;
    this.res.writeHead(status, { 'content-type': contentType });
    this.res.end(text);
  }

  async sendStream(contentType: string, steps: string[], delayMs: number): Promise<void> {
    if (this.closed) return;
    this.res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-cache', connection: 'keep-alive' });
    this.res.socket?.setNoDelay(true);
    for (const [i, step] of steps.entries()) {
      if (i > 0 && delayMs > 0 && !(await this.pause(delayMs))) return;
      if (this.closed) return;
      this.res.write(step);
    }
    this.res.end();
  }
}

async function respond(reply: ScriptedReply, route: Route, exchange: Exchange): Promise<void> {
  const { wire } = route;
  switch (reply.kind) {
    case 'hang':
      if (await exchange.pause(reply.ms)) await respond(reply.then ?? DEFAULT_REPLY, route, exchange);
      return;
    case 'status': {
      const headers = { ...reply.headers };
      const names = Object.keys(headers).map((name) => name.toLowerCase());
      if (reply.status === 429 && !names.includes('retry-after') && !names.includes('retry-after-ms')) {
        headers['retry-after'] = '0';
      }
      const body = reply.body === undefined ? wire.errorBody(reply.status, `Fake ${reply.status} error`) : reply.body;
      exchange.sendJson(reply.status, body, headers);
      return;
    }
    case 'malformed':
      if (route.action === 'generate' && route.stream) {
        exchange.sendRaw(200, wire.streamContentType(route.ctx), wire.malformedStream(route.ctx));
      } else {
        exchange.sendRaw(200, 'application/json', wire.malformedBody);
      }
      return;
    case 'text':
    case 'tool-call': {
      if (route.action === 'models') return;
      const content = normalizeContent(reply);
      if (!route.stream) {
        exchange.sendJson(200, wire.body(content, route.ctx));
        return;
      }
      const delay = reply.kind === 'text' ? (reply.delayMsBetweenChunks ?? 0) : 0;
      await exchange.sendStream(wire.streamContentType(route.ctx), wire.streamSteps(content, route.ctx), delay);
      return;
    }
  }
}

export async function startFakeLlmServer(options: FakeLlmServerOptions = {}): Promise<FakeLlmServer> {
  const models = options.models ?? DEFAULT_MODELS;
  const requests: RecordedRequest[] = [];
  const queue: ScriptedReply[] = [];
  let seq = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rawBody = await readBody(req);
    const body = parseBody(rawBody);
    const headers = normalizeHeaders(req);
    const query = Object.fromEntries(url.searchParams);
    const method = req.method ?? 'GET';
    if (
      options.hasControlRoutes &&
      method === 'POST' &&
      (url.pathname === '/__script' || url.pathname === '/__reset')
    ) {
      if (url.pathname === '/__reset') queue.length = 0;
      else queue.push(...((Array.isArray(body) ? body : [body]) as ScriptedReply[]));
      res.writeHead(204).end();
      return;
    }
    seq += 1;
    const route = findRoute(method, url.pathname, query, headers, body, seq);
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query,
      headers,
      body,
      rawBody,
      protocol: route?.wire.name ?? null,
      stream: route?.action === 'generate' && route.stream,
      abortedByClient: false,
      receivedAt: performance.now(),
    };
    requests.push(record);
    const exchange = new Exchange(res, record);
    if (!route) {
      exchange.sendJson(404, { error: { message: `No fake route for ${method} ${url.pathname}`, type: 'not_found' } });
      return;
    }
    const reply = queue.shift() ?? DEFAULT_REPLY;
    await respond(reply, route, exchange);
    if (route.action === 'models' && !res.headersSent && !exchange.closed) {
      exchange.sendJson(200, route.wire.modelList(models));
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `Fake server failure: ${String(error)}`, type: 'server_error' } }));
      } else {
        res.destroy();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    urls: { openai: `${baseUrl}/v1`, anthropic: `${baseUrl}/v1`, gemini: `${baseUrl}/v1beta` },
    requests,
    script(next) {
      queue.push(...(Array.isArray(next) ? next : [next]));
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
