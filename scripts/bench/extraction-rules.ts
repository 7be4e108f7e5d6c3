// npm run bench:extraction-rules — what active extraction rules cost ingestion: native-ingest request latency with
// no rules and with 5 active rules, how long after ingest the rules' rows have landed, and the pure engine's speed.
// Runs the real server on embedded PGlite (or PostgreSQL with BENCH_DATABASE_URL; the bench creates its own database
// and drops it). Options: BENCH_REQUESTS (per phase, default 40), BENCH_BATCH (spans per request, default 200).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { compileRule, type ExtractableSpan } from '../../packages/shared/src/domain/extract-rows';
import {
  createApiKey,
  createProject,
  createRequest,
  fmt,
  loginAsDemo,
  percentile,
  startBenchServer,
} from './bench-kit';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const BATCH = Number(process.env.BENCH_BATCH ?? 200);
const RULES = 5;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

const request = createRequest(agent);

/** Traces of 4 spans: an agent root, two LLM calls and a tool call. Half the spans are LLM spans. */
function makeBatch(): Array<Record<string, unknown>> {
  const spans: Array<Record<string, unknown>> = [];
  const t0 = Date.now() - 1000;
  while (spans.length < BATCH) {
    const traceId = hex(16);
    const rootId = hex(8);
    spans.push({ traceId, spanId: rootId, name: 'agent', kind: 'agent', startMs: t0, durationMs: 50 });
    for (const i of [0, 1]) {
      spans.push({
        traceId,
        spanId: hex(8),
        parentSpanId: rootId,
        name: 'openai.chat',
        kind: 'llm',
        startMs: t0 + i,
        durationMs: 20,
        input: { messages: [{ role: 'user', content: `question ${hex(8)}` }] },
        output: { choices: [{ message: { content: `answer ${hex(16)}` } }] },
        attributes: { 'llm.model_name': 'gpt-4o-mini' },
      });
    }
    spans.push({
      traceId,
      spanId: hex(8),
      parentSpanId: rootId,
      name: 'search',
      kind: 'tool',
      startMs: t0,
      durationMs: 5,
    });
  }
  return spans;
}

const ruleLogic = {
  selector: {
    kinds: ['llm'],
    namePattern: 'openai.*',
    attributeMatches: [{ key: 'llm.model_name', op: 'exists' as const, value: '' }],
  },
  mappings: [
    {
      column: 'prompt',
      role: 'prompt' as const,
      type: 'string' as const,
      source: 'input' as const,
      path: '$.messages[-1].content',
    },
    {
      column: 'response',
      role: 'response' as const,
      type: 'string' as const,
      source: 'output' as const,
      path: '$.choices[0].message.content',
    },
  ],
};

// The pure engine first: no I/O, one rule over many spans.
{
  // The bench's spans carry every field the engine reads.
  const spans = Array.from({ length: 50 }, makeBatch).flat() as unknown as ExtractableSpan[];
  const run = compileRule(ruleLogic);
  run(spans.slice(0, 1000));
  const started = performance.now();
  const result = run(spans);
  const ms = performance.now() - started;
  console.log(
    `Engine: one rule over ${spans.length} spans -> ${result.rows.length} rows in ${fmt(ms)} (${Math.round(spans.length / (ms / 1000)).toLocaleString()} spans/s)`,
  );
}

const server = await startBenchServer({
  dataDirPrefix: 'assay-bench-rules-',
  adminUrl: process.env.BENCH_DATABASE_URL,
  database: `assay_bench_rules_${process.pid}`,
});
const { baseUrl, databaseUrl } = server;
console.log(`Server on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, node ${process.version}`);
try {
  const json = { 'content-type': 'application/json' };
  const auth = await loginAsDemo(request, baseUrl);
  const projectId = await createProject(request, baseUrl, auth, `Rules bench ${hex(3)}`);
  const inProject = { ...auth, 'x-project-id': projectId };
  const apiKey = await createApiKey(request, baseUrl, inProject);

  async function ingestPhase(): Promise<number[]> {
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const body = JSON.stringify({ spans: makeBatch() });
      const started = performance.now();
      const res = await request(`${baseUrl}/v2/llm/traces/ingest`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${apiKey}` },
        body,
      });
      latencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`ingest failed: ${res.status} ${res.body}`);
    }
    return latencies;
  }
  const report = (label: string, xs: number[]) =>
    console.log(`${label}: p50 ${fmt(percentile(xs, 50))}, p95 ${fmt(percentile(xs, 95))} per ${BATCH}-span request`);

  await ingestPhase(); // warm-up
  report('Ingest, no rules', await ingestPhase());

  for (let i = 0; i < RULES; i++) {
    const res = await request(`${baseUrl}/v2/llm/extraction-rules`, {
      method: 'POST',
      headers: inProject,
      body: JSON.stringify({ name: `rule ${i}`, newDatasetName: `rule ${i} rows`, ...ruleLogic }),
    });
    if (res.status !== 200) throw new Error(`rule create failed: ${res.body}`);
  }
  const phaseStart = performance.now();
  report(`Ingest, ${RULES} active rules`, await ingestPhase());
  const ingestDone = performance.now();
  const expected = RULES * REQUESTS * (BATCH / 2);
  for (;;) {
    const res = await request(`${baseUrl}/v2/llm/extraction-rules`, { headers: inProject });
    const rules = (
      JSON.parse(res.body) as { data: { content: Array<{ rowsProduced: number; lastError: string | null }> } }
    ).data.content;
    const produced = rules.reduce((sum, r) => sum + r.rowsProduced, 0);
    const error = rules.find((r) => r.lastError)?.lastError;
    if (error) throw new Error(`a rule failed: ${error}`);
    if (produced >= expected) break;
    if (performance.now() - ingestDone > 120_000) throw new Error(`only ${produced} of ${expected} rows after 2 min`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const landed = performance.now();
  console.log(
    `Rows: ${expected.toLocaleString()} rows (${RULES} rules x ${(REQUESTS * BATCH) / 2} LLM spans) all written ${fmt(landed - ingestDone)} after the last ingest answered (${Math.round(expected / ((landed - phaseStart) / 1000)).toLocaleString()} rows/s overall)`,
  );
} finally {
  await server.close();
  agent.destroy();
}
