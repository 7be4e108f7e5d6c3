import { resolveProjectId } from '@assay/shared/domain/resolve-project-id';
import type { FieldErrors } from '@assay/shared/contracts/envelope';
import { ApiError, apiRequest } from './api-client';
import { selectedProjectStore } from './selected-project-store';
import { storage } from './storage';

/** One server-sent event: its `event:` name (default `message`) and its `data:` lines joined. */
export type SseEvent = { event: string; data: string };

export type SseParser = {
  /** Feeds decoded text; complete events are emitted as soon as their blank line arrives. */
  push: (chunk: string) => void;
  /** The stream ended: an event without its closing blank line is dropped, as the SSE standard says. */
  end: () => void;
};

/**
 * An incremental `text/event-stream` parser (the WHATWG event-stream rules that matter here):
 * lines end with LF, CRLF or CR, even when a chunk splits a CRLF; `:` lines are comments; one
 * leading space after the colon is not part of the value; several `data:` lines join with LF.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const onLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
        if (char === '\r' && i === buffer.length - 1) break;
        onLine(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer.endsWith('\r')) onLine(buffer.slice(0, -1));
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}

type Envelope = { success?: boolean; message?: string; errors?: FieldErrors };

const baseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

/** The same headers api-client sends: bearer token and X-Project-Id (SPEC section 7). */
function authHeaders(path: string, body: unknown, projectId: string | undefined): Record<string, string> {
  const resolved =
    projectId ??
    resolveProjectId({
      selectedProjectId: selectedProjectStore.getState().selectedProjectId,
      pageSearch: window.location.search,
      requestUrl: path,
      payload: body,
    });
  const token = storage.get('token');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (resolved) headers['x-project-id'] = resolved;
  return headers;
}

async function errorFrom(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as Envelope | null;
  return new ApiError(res.status, body?.message ?? `Request failed (${res.status})`, body?.errors ?? {});
}

export type StreamRequestOptions = {
  body: unknown;
  /** Called for every event, in order, while the response arrives. */
  onEvent: (event: SseEvent) => void;
  signal?: AbortSignal;
  projectId?: string;
  method?: 'POST' | 'PUT';
};

/**
 * A request whose answer is `text/event-stream`, read as it arrives. Errors the server reports
 * before streaming (validation, permissions) come back as JSON and are thrown as `ApiError`, like
 * api-client does. On a 401 the session is refreshed through api-client (one refresh at a time,
 * logout when it fails) and the request is sent once more. Aborting the signal throws an AbortError.
 */
export async function apiStream(path: string, options: StreamRequestOptions): Promise<void> {
  const send = () =>
    fetch(`${baseUrl}${path}`, {
      method: options.method ?? 'POST',
      headers: { ...authHeaders(path, options.body, options.projectId), accept: 'text/event-stream' },
      body: JSON.stringify(options.body),
      signal: options.signal ?? null,
    });

  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && storage.get('refreshToken')) {
      // Any authenticated call makes api-client refresh the tokens (or end the session and throw).
      await apiRequest('/me', { skipForbiddenRedirect: true, ...(options.signal ? { signal: options.signal } : {}) });
      res = await send();
    }
  } catch (err) {
    if (err instanceof ApiError || (err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, UNREACHABLE);
  }
  if (!res.ok) throw await errorFrom(res);
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
    const body = (await res.json().catch(() => null)) as Envelope | null;
    throw new ApiError(res.status, body?.message ?? 'The server did not stream an answer.', body?.errors ?? {});
  }

  const parser = createSseParser(options.onEvent);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'The connection closed before the answer finished. Please try again.');
  } finally {
    reader.releaseLock();
  }
}

/**
 * Sends a small JSON request that outlives the page (fetch `keepalive`), for saving work from
 * `beforeunload`. Nothing is awaited or retried: the page is going away.
 */
export function apiKeepalive(path: string, options: { method: 'POST' | 'PUT'; body: unknown; projectId?: string }) {
  try {
    void fetch(`${baseUrl}${path}`, {
      method: options.method,
      headers: { ...authHeaders(path, options.body, options.projectId), accept: 'application/json' },
      body: JSON.stringify(options.body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A body over the keepalive quota throws synchronously; the debounced save is the fallback.
  }
}
