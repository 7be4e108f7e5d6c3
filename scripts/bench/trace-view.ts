/// <reference lib="dom" />
// npm run bench:trace-view — a 50,000-span trace: the pure tree build in Node, then the real trace view in
// headless Chromium, from navigation start to the first painted tree rows (target < 1 s).
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { buildSpanTree } from '../../packages/shared/src/domain/build-span-tree';
import { decodeTraceTree } from '../../packages/shared/src/domain/decode-trace-tree';
import { createLoopIndex, flattenSpanTree } from '../../packages/shared/src/domain/flatten-span-tree';
import { createRequest, chromePath, demoSession, fmt, logInInBrowser, median, startBenchServer } from './bench-kit';
import { makeBigTrace } from './make-big-trace';

const SPAN_COUNT = 50_000;
const RUNS = 5;
/** Must match TREE_PAINTED_MARK in apps/web/src/features/traces/components/trace-tree.tsx. */
const TREE_PAINTED_MARK = 'assay:trace-tree-painted';

const request = createRequest();
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function microBenchmark() {
  const items = makeBigTrace({ spanCount: SPAN_COUNT }).map((s) => ({
    spanId: s.spanId,
    parentSpanId: s.parentSpanId ?? null,
    name: s.name,
    kind: s.kind ?? 'custom',
    startMs: s.startMs ?? 0,
    durationMs: s.durationMs ?? 0,
  }));
  const shuffled = [...items].sort(() => Math.random() - 0.5);
  const time = (input: typeof items) => {
    const times = { build: [] as number[], rows: [] as number[] };
    for (let run = 0; run < 15; run++) {
      const t0 = performance.now();
      const tree = buildSpanTree(input);
      const t1 = performance.now();
      flattenSpanTree(tree, { isExpanded: () => true, loops: createLoopIndex(tree) });
      times.build.push(t1 - t0);
      times.rows.push(performance.now() - t1);
    }
    return times;
  };
  const sorted = time(items);
  const random = time(shuffled);
  console.log(`tree build, ${SPAN_COUNT.toLocaleString('en-US')} spans (Node ${process.version}, median of 15):`);
  console.log(`  buildSpanTree, spans by start time:  ${fmt(median(sorted.build))}`);
  console.log(`  buildSpanTree, spans in random order: ${fmt(median(random.build))}`);
  console.log(`  visible rows with loop folding (all expanded): ${fmt(median(sorted.rows))}`);
}

microBenchmark();

if (!chromePath) {
  console.error('The browser part needs Chromium: apt-get install chromium, or set CHROME_PATH.');
  process.exit(1);
}
const server = await startBenchServer({
  dataDirPrefix: 'assay-bench-trace-',
  adminUrl: process.env.BENCH_DATABASE_URL,
  database: `assay_bench_trace_${process.pid}`,
  pollMs: 100,
});
const { baseUrl, databaseUrl } = server;
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  console.log(`trace view in Chromium ${browser.version()} (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}):`);
  const { auth, projectId } = await demoSession(request, baseUrl);
  const traceId = hex(16);
  const spans = makeBigTrace({ traceId, spanCount: SPAN_COUNT });
  const t0 = performance.now();
  // Batches of 10,000 keep each request body a few MB.
  for (let i = 0; i < spans.length; i += 10_000) {
    const res = await request(`${baseUrl}/v2/llm/traces/ingest`, {
      method: 'POST',
      headers: { ...auth, 'x-project-id': projectId },
      body: JSON.stringify({ spans: spans.slice(i, i + 10_000) }),
    });
    if (res.status !== 200) throw new Error(`ingest failed (${res.status}): ${res.body.slice(0, 300)}`);
  }
  console.log(`  ingest of ${SPAN_COUNT.toLocaleString('en-US')} spans: ${fmt(performance.now() - t0)}`);
  // The server's share of opening the trace: the tree request alone, from Node.
  const treeTimes: number[] = [];
  let treeBody = '';
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const res = await request(`${baseUrl}/v2/llm/traces/${traceId}/tree`, {
      headers: { ...auth, 'x-project-id': projectId },
    });
    if (res.status !== 200) throw new Error(`tree failed (${res.status}): ${res.body.slice(0, 300)}`);
    treeTimes.push(performance.now() - t);
    treeBody = res.body;
  }
  console.log(
    `  GET /v2/llm/traces/{id}/tree alone (server, median of 3): ${fmt(median(treeTimes))}; ${(Buffer.byteLength(treeBody) / 1e6).toFixed(1)} MB`,
  );
  // The client's share once the response is in, measured in Node: parse, decode, build.
  const client = { parse: [] as number[], decode: [] as number[], build: [] as number[] };
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    const body = JSON.parse(treeBody) as { data: unknown };
    const t1 = performance.now();
    const decoded = decodeTraceTree(body.data);
    const t2 = performance.now();
    buildSpanTree(decoded.items);
    client.parse.push(t1 - t);
    client.decode.push(t2 - t1);
    client.build.push(performance.now() - t2);
  }
  console.log(
    `  client work in Node (median of 7): JSON.parse ${fmt(median(client.parse))}, decodeTraceTree ${fmt(median(client.decode))}, buildSpanTree ${fmt(median(client.build))}`,
  );

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await logInInBrowser(page, baseUrl);

  const url = `${baseUrl}/projects/evaluation/trace-view?projectId=${projectId}&traceId=${traceId}`;
  const painted: number[] = [];
  const fetched: number[] = [];
  let treeBytes = 0;
  for (let run = 0; run <= RUNS; run++) {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime,
      TREE_PAINTED_MARK,
      { timeout: 60_000, polling: 50 },
    );
    const paintedAt = (await handle.jsonValue()) as number;
    const tree = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/tree')) as
        PerformanceResourceTiming | undefined;
      return entry ? { end: entry.responseEnd, bytes: entry.encodedBodySize } : null;
    });
    const rows = await page.getByRole('treeitem').count();
    if (rows === 0) throw new Error('The tree painted no rows');
    if (run === 0) {
      console.log(`  first (cold) load: rows painted at ${fmt(paintedAt)} (${rows} rows in the page)`);
      continue;
    }
    painted.push(paintedAt);
    if (tree) {
      fetched.push(tree.end);
      treeBytes = tree.bytes;
    }
  }
  console.log(
    `  tree response received (median of ${RUNS}): ${fmt(median(fetched))}; body ${(treeBytes / 1e6).toFixed(1)} MB on the wire`,
  );
  console.log(
    `  navigation start -> first tree rows painted (median of ${RUNS}): ${fmt(median(painted))}   (target < 1000 ms); runs: ${painted.map((t) => t.toFixed(0)).join(', ')}`,
  );
} finally {
  await browser.close();
  await server.close();
}
