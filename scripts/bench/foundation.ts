// npm run bench:foundation — start-up time, login page JavaScript, login and project-list latency.
// Prints its figures; the README's "Measured" table is copied from this output.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  createRequest,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  fmt,
  percentile,
  randomPort,
  root,
  spawnServer,
  stopServer,
  type Reply,
} from './bench-kit';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const request = createRequest(new http.Agent({ keepAlive: true, maxSockets: 1 }));

async function timeRequests(n: number, fn: () => Promise<Reply>) {
  const times: number[] = [];
  const serverTimes: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fn();
    if (res.status !== 200) throw new Error(`request failed: ${res.status} ${res.body.slice(0, 200)}`);
    times.push(performance.now() - t0);
    serverTimes.push(res.serverMs);
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    server50: percentile(serverTimes, 50),
  };
}

async function loginPageJavaScript(baseUrl: string) {
  const { chromium } = await import('@playwright/test');
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), gzipSync(await res.body()).length);
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await browser.close();
  return { files: scripts.size, gzipBytes: [...scripts.values()].reduce((a, b) => a + b, 0) };
}

const port = randomPort(3400, 500);
const dataDir = mkdtempSync(path.join(tmpdir(), 'assay-bench-'));
const baseUrl = `http://127.0.0.1:${port}`;
console.log(`Assay foundation benchmark (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}), node ${process.version}`);

// Build first so start-up times measure the server, not the web build.
await new Promise<void>((resolve, reject) =>
  spawn('npm', ['run', 'build', '-w', '@assay/web'], { cwd: root, stdio: 'ignore' }).on('exit', (c) =>
    c === 0 ? resolve() : reject(new Error('web build failed')),
  ),
);

const first = spawnServer({ dataDir, port, databaseUrl, pollMs: 25 });
const firstMs = await first.ready;
console.log(`first start, empty data dir:     ${fmt(firstMs)}   (target < 15000 ms)`);
await stopServer(first.child);

const second = spawnServer({ dataDir, port, databaseUrl, pollMs: 25 });
const secondMs = await second.ready;
console.log(`start on existing data dir:      ${fmt(secondMs)}   (target < 3000 ms)`);

try {
  const js = await loginPageJavaScript(baseUrl);
  console.log(
    `login page JavaScript:           ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped in ${js.files} files   (target < 250 KB)`,
  );
} catch (err) {
  console.log(`login page JavaScript:           not measured (${(err as Error).message.split('\n')[0]})`);
}

const loginBody = JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
const login = () =>
  request(`${baseUrl}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
await timeRequests(3, login);
const auth = await timeRequests(40, login);
console.log(
  `POST /authenticate:              p50 ${fmt(auth.p50)}, p95 ${fmt(auth.p95)}   (target p50 < 150 ms; argon2id 19 MiB, t=2; server p50 ${fmt(auth.server50)})`,
);

const token = (JSON.parse((await login()).body) as { data: { token: string } }).data.token;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const existing = (
  (await (await fetch(`${baseUrl}/v2/llm/list-project?size=1`, { headers })).json()) as {
    data: { totalElements: number };
  }
).data.totalElements;
for (let i = existing; i < 1000; i++) {
  const res = await fetch(`${baseUrl}/v2/llm/project`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Bench project ${i}` }),
  });
  if (!res.ok) throw new Error(`create project failed: ${res.status}`);
}
// Steady state: let statistics catch up (autovacuum on PostgreSQL, the embedded equivalent on PGlite, every 10 s).
await new Promise((r) => setTimeout(r, databaseUrl ? 1000 : 12_000));
if (databaseUrl) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('analyze');
  await client.end();
}
// Exactly what the project list page asks for (apps/web/src/features/projects: page size 50).
const list = () => request(`${baseUrl}/v2/llm/list-project?page=0&size=50`, { headers });
await timeRequests(10, list);
const listed = await timeRequests(200, list);
console.log(
  `GET v2/llm/list-project (1000):  p50 ${fmt(listed.p50)}, p95 ${fmt(listed.p95)}, p99 ${fmt(listed.p99)}   (target p50 < 10 ms; page of 50; server p50 ${fmt(listed.server50)})`,
);

await stopServer(second.child);
rmSync(dataDir, { recursive: true, force: true });
