/// <reference lib="dom" />
// What every benchmark in scripts/bench does the same way: start the real server (scripts/start.mjs) on a fresh data
// dir, optionally in a PostgreSQL database of its own, talk to it over keep-alive HTTP, log in as the demo user, and
// print percentiles. Each bench keeps only what it measures.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const root = path.resolve(import.meta.dirname, '../..');
export const DEMO_EMAIL = 'demo@assay.local';
export const DEMO_PASSWORD = 'bench-password-123';

/** A random port in [base, base + span), so two benches rarely collide. */
export const randomPort = (base = 3900, span = 90) => base + Math.floor(Math.random() * span);

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
export const fmt = (ms: number, digits = 1) => `${ms.toFixed(digits)} ms`;

/** A process's resident memory now (VmRSS) or its high-water mark (VmHWM), in MB; NaN when it is gone. */
export const rssOf = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1];
    return Number(kb ?? NaN) / 1024;
  } catch {
    return NaN;
  }
};

/** Samples a process's VmRSS every 50 ms; `stop()` returns the highest value seen. */
export function sampleRss(pid: number) {
  let peak = rssOf(pid, 'VmRSS');
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid, 'VmRSS'))), 50);
  return {
    before: peak,
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid, 'VmRSS'));
    },
  };
}

export type Reply = { status: number; body: string; serverMs: number };
export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** A stream is piped (a large upload); a string or Buffer is sent as it is. */
  body?: string | Buffer | NodeJS.ReadableStream;
};
export type Request = (url: string, options?: RequestOptions) => Promise<Reply>;

/** An HTTP/1.1 request over `agent` (keep-alive, so the client adds as little as it can to what is measured);
 * serverMs is the `dur` of the Server-Timing header, NaN without one. */
export function createRequest(agent?: http.Agent): Request {
  return (url, options = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        const serverMs = Number(/dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''))?.[1] ?? NaN);
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), serverMs }),
        );
      });
      req.on('error', reject);
      if (options.body && typeof options.body !== 'string' && !Buffer.isBuffer(options.body)) options.body.pipe(req);
      else req.end(options.body);
    });
}

/** Spawns the server; `ready` resolves with the milliseconds from spawn to the first 200 from /readyz. */
export function spawnServer(options: {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  pollMs?: number;
  /** More settings for the server, e.g. WEB_DIST_DIR. */
  env?: Record<string, string>;
}): {
  child: ChildProcess;
  ready: Promise<number>;
} {
  const t0 = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${options.port}/readyz`);
        if (res.ok) return performance.now() - t0;
      } catch {
        /* not listening yet */
      }
      if (child.exitCode !== null) throw new Error('The server exited before it was ready');
      await new Promise((r) => setTimeout(r, options.pollMs ?? 50));
    }
  })();
  return { child, ready };
}

export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function adminQuery(adminUrl: string, sql: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type BenchServer = {
  baseUrl: string;
  child: ChildProcess;
  /** The per-run PostgreSQL database's URL; undefined on embedded PGlite. */
  databaseUrl: string | undefined;
  /** Stops the server, drops the per-run database and removes the data dir. */
  close(): Promise<void>;
};

/** The server on a fresh data dir; with `adminUrl` (a PostgreSQL URL) in a database `database` of its own, created
 * here and dropped by close(). */
export async function startBenchServer(options: {
  dataDirPrefix: string;
  adminUrl?: string;
  database: string;
  port?: number;
  pollMs?: number;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const { adminUrl, database } = options;
  const port = options.port ?? randomPort();
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dataDirPrefix));
  let databaseUrl: string | undefined;
  if (adminUrl) {
    await adminQuery(adminUrl, `create database ${database}`);
    const u = new URL(adminUrl);
    u.pathname = `/${database}`;
    databaseUrl = u.toString();
  }
  const cleanUp = async () => {
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const { child, ready } = spawnServer({ dataDir, port, databaseUrl, pollMs: options.pollMs, env: options.env });
  try {
    await ready;
  } catch (err) {
    await stopServer(child);
    await cleanUp();
    throw err;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    databaseUrl,
    async close() {
      await stopServer(child);
      await cleanUp();
    },
  };
}

/** Logs in as the demo user; the headers of an authenticated JSON request. */
export async function loginAsDemo(request: Request, baseUrl: string) {
  const login = await request(`${baseUrl}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed (${login.status}): ${login.body.slice(0, 300)}`);
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** The id of the first project the user sees (the demo project on a fresh data dir). */
export async function firstProjectId(request: Request, baseUrl: string, auth: Record<string, string>) {
  const projects = JSON.parse((await request(`${baseUrl}/v2/llm/list-project`, { headers: auth })).body) as {
    data: { content: Array<{ id: string }> };
  };
  return projects.data.content[0]?.id ?? '';
}

/** Logs in as the demo user and picks the first project: the auth headers and the project id. */
export async function demoSession(request: Request, baseUrl: string) {
  const auth = await loginAsDemo(request, baseUrl);
  return { auth, projectId: await firstProjectId(request, baseUrl, auth) };
}

export async function createProject(request: Request, baseUrl: string, auth: Record<string, string>, name: string) {
  const res = await request(`${baseUrl}/v2/llm/project`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name }),
  });
  if (res.status !== 200) throw new Error(`create project failed (${res.status}): ${res.body.slice(0, 300)}`);
  return (JSON.parse(res.body) as { data: { id: string } }).data.id;
}

/** A project API key (for trace ingestion), shown once by the server. */
export async function createApiKey(request: Request, baseUrl: string, headers: Record<string, string>) {
  const res = await request(`${baseUrl}/v2/llm/api-keys`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'bench' }),
  });
  if (res.status !== 200) throw new Error(`create API key failed (${res.status}): ${res.body.slice(0, 300)}`);
  return (JSON.parse(res.body) as { data: { key: string } }).data.key;
}

/** Chromium for the browser benches: CHROME_PATH, or the system's; undefined when there is none. */
export const chromePath =
  process.env.CHROME_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

/** Logs in as the demo user through the login page (tour marked as seen) and waits for the project list. */
export async function logInInBrowser(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => window.localStorage.setItem('hasSeenTour', 'true'));
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/projects$/);
}
