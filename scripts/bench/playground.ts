// npm run bench:playground — server overhead of a prompt run, time to the first streamed token, and a
// 1,000-row canvas run, all against a loopback model server that answers at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeLlmServer } from '../../apps/server/test/fake-providers/fake-llm-server';

const root = path.resolve(import.meta.dirname, '../..');
const port = 3900 + Math.floor(Math.random() * 90);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'assay-bench-pg-'));
const adminUrl = process.env.BENCH_DATABASE_URL;
/** On PostgreSQL the bench runs in a database of its own, dropped afterwards. */
const benchDatabase = `assay_bench_${process.pid}`;
async function adminQuery(sql: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}
if (adminUrl) await adminQuery(`create database ${benchDatabase}`);
const databaseUrl = adminUrl
  ? (() => {
      const u = new URL(adminUrl);
      u.pathname = `/${benchDatabase}`;
      return u.toString();
    })()
  : undefined;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

function startServer(): Promise<ChildProcess> {
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'bench-password-123',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (async () => {
    for (;;) {
      if ((await request(`${baseUrl}/readyz`).catch(() => ({ status: 0 }))).status === 200) return child;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
}

const fake = await startFakeLlmServer();
const server = await startServer();
console.log(`Assay playground benchmark (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}), node ${process.version}`);
try {
  const login = await request(`${baseUrl}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@assay.local', password: 'bench-password-123' }),
  });
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const projects = JSON.parse((await request(`${baseUrl}/v2/llm/list-project`, { headers: auth })).body) as {
    data: { content: Array<{ id: string }> };
  };
  const headers = { ...auth, 'x-project-id': projects.data.content[0]?.id ?? '' };
  await request(`${baseUrl}/credential`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      provider: 'openai-compatible',
      name: 'bench',
      apiKey: 'bench-key-0000',
      baseUrl: fake.urls.openai,
    }),
  });
  const payload = (content: string) =>
    JSON.stringify({
      isDraft: true,
      promptTemplate: {
        textFields: [
          { role: 'system', content: 'Answer briefly.' },
          { role: 'user', content },
        ],
        variableSpecs: [{ name: 'q', type: 'string', schema: 'query', value: '' }],
        modelSpecs: {
          model: 'bench/fake-model',
          parameters: [{ name: 'temperature', value: '0', type: 'float', minRange: 0, maxRange: 2 }],
        },
        metricsSpecs: [],
      },
      variables: [{ name: 'q', type: 'string', schema: 'query', value: 'hello' }],
    });

  // The provider's own time, seen from the server's machine: the same request straight to the fake server.
  const direct = () =>
    request(`${fake.urls.openai}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      body: JSON.stringify({ model: 'fake-model', messages: [{ role: 'user', content: 'hello' }] }),
    });
  for (let i = 0; i < 20; i++) await direct();
  const directTimes: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await direct();
    directTimes.push(performance.now() - t0);
  }
  const run = () =>
    request(`${baseUrl}/playground/prompt/execute`, { method: 'POST', headers, body: payload('{{q}}') });
  for (let i = 0; i < 20; i++) await run();
  const runTimes: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    const res = await run();
    if (res.status !== 200) throw new Error(`execute failed: ${res.body.slice(0, 200)}`);
    runTimes.push(performance.now() - t0);
  }
  const d50 = percentile(directTimes, 50);
  const d99 = percentile(directTimes, 99);
  console.log(`provider alone:                  p50 ${fmt(d50)}, p99 ${fmt(d99)}`);
  console.log(
    `POST /playground/prompt/execute: p50 ${fmt(percentile(runTimes, 50))}, p99 ${fmt(percentile(runTimes, 99))}`,
  );
  console.log(
    `server overhead:                 p50 ${fmt(percentile(runTimes, 50) - d50)}, p99 ${fmt(percentile(runTimes, 99) - d99)}   (target p50 < 10 ms, p99 < 30 ms)`,
  );

  // First token: the fake server sends its first chunk, waits 200 ms, sends the rest; measure when the client sees it.
  const firstTokenGaps: number[] = [];
  for (let i = 0; i < 30; i++) {
    fake.reset();
    fake.script({ kind: 'text', text: 'first second', chunks: ['first ', 'second'], delayMsBetweenChunks: 200 });
    const sentAt = { t: 0 };
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        `${baseUrl}/playground/prompt/execute/stream`,
        { method: 'POST', headers, agent },
        (res) => {
          res.setEncoding('utf8');
          let seen = false;
          res.on('data', (chunk: string) => {
            if (!seen && chunk.includes('event: delta') && chunk.includes('first')) {
              seen = true;
              // From the moment the provider got the request and sent its first chunk, to the client seeing it.
              sentAt.t = performance.now() - (fake.requests.at(-1)?.receivedAt ?? t0);
            }
          });
          res.on('end', () => resolve());
        },
      );
      req.on('error', reject);
      req.end(payload('stream {{q}}'));
    });
    // The whole run took first-chunk + 200 ms + rest; the first delta arriving well before the 200 ms pause ends proves streaming.
    firstTokenGaps.push(sentAt.t);
  }
  console.log(
    `first token, provider to client: p50 ${fmt(percentile(firstTokenGaps, 50))}, p99 ${fmt(percentile(firstTokenGaps, 99))}   (target < 50 ms; the provider pauses 200 ms after its first chunk)`,
  );

  // Canvas: 1,000 rows, concurrency 8.
  fake.reset();
  const rows = Array.from({ length: 1000 }, (_, i) => ({ q: `row ${i}` }));
  const t0 = performance.now();
  const started = await request(`${baseUrl}/playground/prompt/canvas/execute`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...JSON.parse(payload('{{q}}')), rows, concurrency: 8 }),
  });
  const jobId = (JSON.parse(started.body) as { data: { id: string } }).data.id;
  let status = 'queued';
  while (status !== 'succeeded' && status !== 'failed') {
    await new Promise((r) => setTimeout(r, 100));
    status = (
      JSON.parse((await request(`${baseUrl}/v2/llm/jobs/${jobId}`, { headers })).body) as { data: { status: string } }
    ).data.status;
  }
  const seconds = (performance.now() - t0) / 1000;
  const serverRss = (() => {
    try {
      return Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? NaN) / 1024;
    } catch {
      return NaN;
    }
  })();
  console.log(
    `canvas 1,000 rows, concurrency 8: ${status} in ${seconds.toFixed(1)} s = ${(1000 / seconds).toFixed(0)} rows/s; server peak RSS ${serverRss.toFixed(0)} MB`,
  );
} finally {
  server.kill('SIGTERM');
  await fake.close();
  await new Promise((r) => server.once('exit', r));
  if (adminUrl) await adminQuery(`drop database if exists ${benchDatabase} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
