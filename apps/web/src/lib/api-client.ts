import { resolveProjectId } from '@assay/shared/domain/resolve-project-id';
import { toQueryString } from '@assay/shared/domain/to-query-string';
import type { FieldErrors } from '@assay/shared/contracts/envelope';
import type { z } from 'zod';
import { storage } from './storage';

/** An error the server (or the network) returned, with the message to show a person. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

type Envelope<T> = { success: boolean; message: string; data: T; errors?: FieldErrors };

export type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  /** Parses `data`; mismatches surface as errors instead of silently wrong screens. */
  schema?: S;
  /** Overrides the project id resolution (SPEC section 7 order) for this call. */
  projectId?: string;
  /** Calls that handle their own 403 (login, accept-share) opt out of the request-access redirect. */
  skipForbiddenRedirect?: boolean;
  signal?: AbortSignal;
  /** Extra headers a call needs (e.g. X-Host-Url for upload URLs). */
  headers?: Record<string, string>;
};

type ClientHooks = {
  getSelectedProjectId: () => string | null;
  /** Refresh failed: log out and reset project and site configuration state. */
  onSessionEnded: () => void;
  /** A 403 on a project: go to /request-access?projectId=. */
  onForbidden: (projectId: string) => void;
  /** Stores tokens after a refresh (and updates decoded user data). */
  onTokensRefreshed: (token: string, refreshToken: string) => void;
};

const baseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
let hooks: ClientHooks = {
  getSelectedProjectId: () => null,
  onSessionEnded: () => {},
  onForbidden: () => {},
  onTokensRefreshed: (token, refreshToken) => {
    storage.set('token', token);
    storage.set('refreshToken', refreshToken);
  },
};

export function configureApiClient(next: Partial<ClientHooks>) {
  hooks = { ...hooks, ...next };
}

let refreshInFlight: Promise<boolean> | null = null;

/** One refresh at a time: a spent refresh token sent twice would end the session (rotation with reuse detection). */
function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const refreshToken = storage.get('refreshToken');
    if (!refreshToken) return false;
    try {
      const res = await fetch(`${baseUrl}/refresh-token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          refreshToken,
          ...(storage.get('token') ? { authorization: `Bearer ${storage.get('token')}` } : {}),
        },
        body: JSON.stringify({ refreshToken }),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as Envelope<{ token: string; refreshToken: string }>;
      hooks.onTokensRefreshed(body.data.token, body.data.refreshToken);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function send(path: string, options: RequestOptions<z.ZodType>, projectId: string | null): Promise<Response> {
  const token = storage.get('token');
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (projectId) headers['x-project-id'] = projectId;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}${toQueryString(options.query ?? {})}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
}

/**
 * The one API client: bearer token and X-Project-Id on every call, one refresh-and-retry on 401,
 * logout when the refresh fails, and the request-access redirect on 403.
 */
export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<{ data: z.infer<S>; message: string }> {
  const projectId =
    options.projectId ??
    resolveProjectId({
      selectedProjectId: hooks.getSelectedProjectId(),
      pageSearch: window.location.search,
      requestUrl: path + toQueryString(options.query ?? {}),
      payload: options.body,
    });

  let res: Response;
  try {
    res = await send(path, options, projectId);
    if (res.status === 401 && storage.get('refreshToken')) {
      if (await refreshTokens()) res = await send(path, options, projectId);
      else {
        hooks.onSessionEnded();
        throw new ApiError(401, 'Your session has ended. Please log in again.');
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }

  const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
  if (!res.ok || !body || body.success === false) {
    if (res.status === 403 && projectId && !options.skipForbiddenRedirect) hooks.onForbidden(projectId);
    throw new ApiError(res.status, body?.message ?? `Request failed (${res.status})`, body?.errors ?? {});
  }
  const data = options.schema ? (options.schema.parse(body.data) as z.infer<S>) : (body.data as z.infer<S>);
  return { data, message: body.message };
}

/** Decodes the access token's payload (userData); the server verified its signature. */
export function decodeToken<T>(token: string): T | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(decodeURIComponent(escape(json))) as T;
  } catch {
    return null;
  }
}
