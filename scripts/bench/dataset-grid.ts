/// <reference lib="dom" />
// npm run bench:dataset-grid — the dataset grid in headless Chromium over a dataset of 1,000,000 rows: time to the
// first painted rows, then a fast continuous scroll (frame times, pages fetched, rows in the DOM, JS heap).
// Row pages are answered in the page by a route that generates them (total 1,000,000), so this measures the
// browser side; `npm run bench:datasets` measures the server's import and keyset pages on a real 1M-row dataset.
import { chromium } from 'playwright-core';
import { createRequest, chromePath, demoSession, fmt, logInInBrowser, startBenchServer } from './bench-kit';

const TOTAL_ROWS = 1_000_000;
const SCROLL_MS = 6000;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? NaN;

const request = createRequest();

/** Page n of the synthetic dataset: row ids from n*limit+1, a cursor naming the next page. */
function rowsPage(url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const page = Number(url.searchParams.get('cursor') ?? 0);
  const first = page * limit;
  const count = Math.max(0, Math.min(limit, TOTAL_ROWS - first));
  const now = new Date().toISOString();
  const items = Array.from({ length: count }, (_, i) => {
    const n = first + i + 1;
    return {
      id: String(n),
      values: {
        prompt: `Question number ${n}: how do I reset my password on the mobile app?`,
        response: `Answer ${n}: open Settings, then Account, then Reset password, and follow the link we mail you.`,
        score: n % 10,
        category: ['billing', 'account', 'shipping'][n % 3],
      },
      createdAt: now,
      updatedAt: now,
    };
  });
  const isLastPage = first + count >= TOTAL_ROWS;
  return { items, pit: 'bench-pit', nextCursor: isLastPage ? null : String(page + 1), isLastPage, total: TOTAL_ROWS };
}

if (!chromePath) {
  console.error('This bench needs Chromium: apt-get install chromium, or set CHROME_PATH.');
  process.exit(1);
}
const server = await startBenchServer({ dataDirPrefix: 'assay-bench-grid-', database: '', pollMs: 100 });
const { baseUrl } = server;
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});
try {
  const { auth, projectId } = await demoSession(request, baseUrl);
  const created = await request(`${baseUrl}/v2/llm/dataset`, {
    method: 'POST',
    headers: { ...auth, 'x-project-id': projectId },
    body: JSON.stringify({
      name: 'Grid bench',
      columns: [
        { name: 'prompt', role: 'prompt', type: 'string' },
        { name: 'response', role: 'response', type: 'string' },
        { name: 'score', role: 'metadata', type: 'number' },
        { name: 'category', role: 'plain', type: 'string' },
      ],
    }),
  });
  if (created.status !== 200) throw new Error(`create dataset failed (${created.status}): ${created.body}`);
  const datasetId = (JSON.parse(created.body) as { data: { id: string } }).data.id;

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let pagesFetched = 0;
  await page.route(`**/v2/llm/dataset/${datasetId}/rows?**`, (route) => {
    pagesFetched++;
    const body = { success: true, message: 'OK', data: rowsPage(new URL(route.request().url())) };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  await logInInBrowser(page, baseUrl);

  console.log(`dataset grid over ${TOTAL_ROWS.toLocaleString('en-US')} rows, Chromium ${browser.version()}:`);
  const painted: number[] = [];
  const requests: string[] = [];
  for (let run = 0; run < 4; run++) {
    await page.goto(`${baseUrl}/projects/datasets/${datasetId}?projectId=${projectId}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (document.querySelector('[data-row-id="1"]') ? performance.now() : null),
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    if (run > 0) painted.push((await handle.jsonValue()) as number);
    const timing = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/rows?') || /\/v2\/llm\/dataset\/[^/?]+$/.test(e.name))
        .map(
          (e) =>
            `${new URL(e.name).pathname.split('/').pop()} ${e.startTime.toFixed(0)}-${(e as PerformanceResourceTiming).responseEnd.toFixed(0)}`,
        ),
    );
    if (run > 0) requests.push(timing.join(', '));
  }
  console.log(`  requests (start-end ms): ${requests[0] ?? ''}`);
  console.log(`  navigation start -> first rows painted (median of 3 warm loads): ${fmt(quantile(painted, 0.5))}`);

  pagesFetched = 0;
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  const result = (await page.evaluate(`(async (durationMs) => {
    const scroller = document.querySelector('[role="table"]');
    const frames = [];
    let maxDomRows = 0;
    const start = performance.now();
    let last = start;
    await new Promise((resolve) => {
      const step = (now) => {
        frames.push(now - last);
        last = now;
        maxDomRows = Math.max(maxDomRows, scroller.querySelectorAll('[data-row-id]').length);
        scroller.scrollTop += 2400; // 40 rows per frame, about 2,400 rows a second at 60 fps
        if (now - start < durationMs) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    const rows = [...scroller.querySelectorAll('[data-row-id]')].map((r) => Number(r.getAttribute('data-row-id')));
    const memory = performance.memory;
    return { frames, maxDomRows, deepestRow: Math.max(...rows), heap: memory?.usedJSHeapSize ?? NaN };
})(${SCROLL_MS})`)) as {
    frames: number[];
    maxDomRows: number;
    deepestRow: number;
    heap: number;
  };
  const frames = result.frames.slice(1);
  console.log(
    `  ${SCROLL_MS / 1000} s continuous scroll: reached row ${result.deepestRow.toLocaleString('en-US')}, ` +
      `${pagesFetched} pages of 100 fetched, at most ${result.maxDomRows} rows in the DOM`,
  );
  console.log(
    `  frame time p50 ${fmt(quantile(frames, 0.5))}, p95 ${fmt(quantile(frames, 0.95))}, max ${fmt(Math.max(...frames))}; ` +
      `frames over 50 ms: ${frames.filter((f) => f > 50).length} of ${frames.length}`,
  );
  console.log(`  JS heap after the scroll: ${(result.heap / 1e6).toFixed(1)} MB`);
} finally {
  await browser.close();
  await server.close();
}
