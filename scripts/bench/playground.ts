// npm run bench:playground — server overhead of a prompt run, time to the first streamed token, and a
// 1,000-row canvas run, all against a loopback model server that answers at once.
import http from 'node:http';
import { startFakeLlmServer } from '../../apps/server/test/fake-providers/fake-llm-server';
import {
  createRequest,
  firstProjectId,
  fmt as fmtMs,
  loginAsDemo,
  percentile,
  sampleRss,
  startBenchServer,
} from './bench-kit';

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const request = createRequest(agent);
const fmt = (ms: number) => fmtMs(ms, 2);

const fake = await startFakeLlmServer();
/** On PostgreSQL the bench runs in a database of its own, dropped afterwards. */
const bench = await startBenchServer({
  dataDirPrefix: 'assay-bench-pg-',
  adminUrl: process.env.BENCH_DATABASE_URL,
  database: `assay_bench_${process.pid}`,
});
const { baseUrl, databaseUrl, child: server } = bench;
console.log(`Assay playground benchmark (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}), node ${process.version}`);
try {
  const auth = await loginAsDemo(request, baseUrl);
  const headers = { ...auth, 'x-project-id': await firstProjectId(request, baseUrl, auth) };
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
  const rss = sampleRss(server.pid ?? 0);
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
  const serverRss = rss.stop();
  console.log(
    `canvas 1,000 rows, concurrency 8: ${status} in ${seconds.toFixed(1)} s = ${(1000 / seconds).toFixed(0)} rows/s; server RSS ${rss.before.toFixed(0)} MB before, peak ${serverRss.toFixed(0)} MB during the run`,
  );
} finally {
  await Promise.all([bench.close(), fake.close()]);
}
