// npm run bench:ingest — OTLP/HTTP protobuf trace ingestion: sustained spans/second and request latency, on
// embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:54330/postgres; the
// bench creates its own database and drops it), plus storing and reading back one 50,000-span trace.
// Options: BENCH_SPANS (total spans per run, default 200000), BENCH_BATCH (spans per request, default 500),
// BENCH_CONCURRENCY (requests in flight, default 4), BENCH_ONLY=pglite|postgres.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { encodeOtlpRequest } from '../../apps/server/src/modules/traces/otlp/otlp-decode';
import {
  createApiKey,
  createRequest,
  firstProjectId,
  fmt,
  loginAsDemo,
  percentile,
  startBenchServer,
} from './bench-kit';
import { makeBigTrace } from './make-big-trace';

const TOTAL_SPANS = Number(process.env.BENCH_SPANS ?? 200_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SPANS_PER_TRACE = 25;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:54330/postgres';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });

const request = createRequest(agent);

const kv = (key: string, value: string | number) =>
  typeof value === 'number'
    ? Number.isInteger(value)
      ? { key, value: { intValue: value } }
      : { key, value: { doubleValue: value } }
    : { key, value: { stringValue: value } };

/** One OTLP request: BATCH spans in traces of 25 (an agent, chains, llm calls with GenAI attributes, tools). */
function makeRequest(): Buffer {
  const spans = [];
  const now = BigInt(Date.now()) * 1_000_000n;
  for (let t = 0; t < BATCH / SPANS_PER_TRACE; t++) {
    const traceId = randomBytes(16);
    const rootId = randomBytes(8);
    for (let i = 0; i < SPANS_PER_TRACE; i++) {
      const isRoot = i === 0;
      const isLlm = !isRoot && i % 3 === 1;
      const start = now + BigInt(i) * 1_000_000n;
      spans.push({
        traceId,
        spanId: isRoot ? rootId : randomBytes(8),
        parentSpanId: isRoot ? undefined : rootId,
        name: isRoot ? 'invoke_agent support' : isLlm ? 'chat gpt-4o-mini' : `execute_tool step_${i}`,
        kind: isLlm ? 3 : 1,
        startTimeUnixNano: start.toString(),
        endTimeUnixNano: (start + 5_000_000n).toString(),
        attributes: isRoot
          ? [kv('gen_ai.operation.name', 'invoke_agent'), kv('session.id', `s-${t % 50}`)]
          : isLlm
            ? [
                kv('gen_ai.operation.name', 'chat'),
                kv('gen_ai.request.model', 'gpt-4o-mini'),
                kv('gen_ai.provider.name', 'openai'),
                kv('gen_ai.usage.input_tokens', 350 + i),
                kv('gen_ai.usage.output_tokens', 40 + i),
                kv('gen_ai.request.temperature', 0.2),
                kv(
                  'gen_ai.input.messages',
                  JSON.stringify([{ role: 'user', content: `Question ${i}: where is my order?` }]),
                ),
                kv('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', content: 'It ships tomorrow.' }])),
              ]
            : [
                kv('gen_ai.operation.name', 'execute_tool'),
                kv('gen_ai.tool.name', `step_${i}`),
                kv('input.value', `arg ${i}`),
              ],
        status: { code: i === 7 ? 2 : 0 },
      });
    }
  }
  return Buffer.from(
    encodeOtlpRequest({
      resourceSpans: [
        {
          resource: { attributes: [kv('service.name', 'bench-app')] },
          scopeSpans: [{ scope: { name: 'bench' }, spans }],
        },
      ],
    }),
  );
}

async function run(kind: 'pglite' | 'postgres', payloads: Buffer[]) {
  const server = await startBenchServer({
    dataDirPrefix: 'assay-bench-ingest-',
    adminUrl: kind === 'postgres' ? adminUrl : undefined,
    database: `assay_bench_ingest_${process.pid}`,
  });
  try {
    const { baseUrl } = server;
    const auth = await loginAsDemo(request, baseUrl);
    const user = { ...auth, 'x-project-id': await firstProjectId(request, baseUrl, auth) };
    const apiKey = await createApiKey(request, baseUrl, user);
    const otlpHeaders = {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/x-protobuf',
      'content-encoding': 'gzip',
    };
    const send = async (body: Buffer) => {
      const res = await request(`${baseUrl}/v1/traces`, { method: 'POST', headers: otlpHeaders, body });
      if (res.status !== 200) throw new Error(`export failed (${res.status}): ${res.body.slice(0, 300)}`);
    };

    // Warm-up (JIT, prepared plans), not counted: 5 requests.
    const warm = payloads.slice(0, 5);
    for (const body of warm) await send(body);

    const timed = payloads.slice(5);
    const latencies: number[] = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < timed.length) {
          const body = timed[next++]!;
          const started = performance.now();
          await send(body);
          latencies.push(performance.now() - started);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const spans = timed.length * BATCH;

    // Everything arrived: the trace list counts every trace (warm-up included).
    const list = JSON.parse((await request(`${baseUrl}/v2/llm/traces?limit=1`, { headers: user })).body) as {
      data: { total: number };
    };
    const expectedTraces = (payloads.length * BATCH) / SPANS_PER_TRACE;

    console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}:`);
    console.log(
      `  OTLP protobuf+gzip, ${BATCH} spans/request, ${CONCURRENCY} in flight: ${spans.toLocaleString('en-US')} spans in ${seconds.toFixed(1)} s = ${Math.round(spans / seconds).toLocaleString('en-US')} spans/s   (target >= 5,000 on PostgreSQL)`,
    );
    console.log(
      `  request latency: p50 ${fmt(percentile(latencies, 50))}, p99 ${fmt(percentile(latencies, 99))}, max ${fmt(Math.max(...latencies))}`,
    );
    console.log(
      `  traces stored: ${list.data.total.toLocaleString('en-US')} of ${expectedTraces.toLocaleString('en-US')} sent${list.data.total === expectedTraces ? '' : '  <-- MISMATCH'}`,
    );

    // One 50,000-span trace, sent natively in batches of 5,000, then read back as a tree.
    const traceId = randomBytes(16).toString('hex');
    const big = makeBigTrace({ traceId, spanCount: 50_000 });
    const tb = performance.now();
    for (let i = 0; i < big.length; i += 5000) {
      const res = await request(`${baseUrl}/v2/llm/traces/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: gzipSync(JSON.stringify({ spans: big.slice(i, i + 5000) })),
      });
      if (res.status !== 200) throw new Error(`ingest failed (${res.status}): ${res.body.slice(0, 300)}`);
    }
    const ingestMs = performance.now() - tb;
    const treeTimes: number[] = [];
    const treeServer: number[] = [];
    let size = 0;
    let items = 0;
    for (let i = 0; i < 6; i++) {
      const t1 = performance.now();
      const res = await request(`${baseUrl}/v2/llm/traces/${traceId}/tree`, { headers: user });
      if (i > 0) treeTimes.push(performance.now() - t1);
      if (i > 0) treeServer.push(res.serverMs);
      size = res.body.length;
      items = (JSON.parse(res.body) as { data: { rows: unknown[] } }).data.rows.length;
    }
    console.log(
      `  50,000-span trace: stored in ${(ingestMs / 1000).toFixed(1)} s (10 native batches); GET tree ${items.toLocaleString('en-US')} items, ${(size / 1e6).toFixed(1)} MB: p50 ${fmt(percentile(treeTimes, 50))} (server ${fmt(percentile(treeServer, 50))}), max ${fmt(Math.max(...treeTimes))}`,
    );
  } finally {
    await server.close();
  }
}

const count = Math.ceil(TOTAL_SPANS / BATCH) + 5;
const tg = performance.now();
const payloads = Array.from({ length: count }, () => gzipSync(makeRequest()));
const bytes = payloads.reduce((n, p) => n + p.length, 0);
console.log(
  `Assay ingest benchmark, node ${process.version}: ${count} OTLP requests prepared in ${((performance.now() - tg) / 1000).toFixed(1)} s (${(bytes / count / 1024).toFixed(0)} KB gzipped each)`,
);
const only = process.env.BENCH_ONLY;
if (only !== 'postgres') await run('pglite', payloads);
if (only !== 'pglite') await run('postgres', payloads);
agent.destroy();
