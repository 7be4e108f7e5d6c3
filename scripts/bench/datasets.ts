// npm run bench:datasets — CSV import of 1,000,000 rows x 6 columns (rows/s, server peak RSS) and keyset page
// fetches on that dataset (first page and a deep page, with a filter; p50/p95). PGlite by default; set
// BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:54330/postgres) to run on a PostgreSQL database of its
// own, created and dropped here.
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeRowCursor } from '../../packages/shared/src/domain/dataset-cursor';
import { createRequest, fmt, percentile, rssOf, sampleRss, startBenchServer } from './bench-kit';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const request = createRequest(new http.Agent({ keepAlive: true, maxSockets: 4 }));
const json = <T>(r: { status: number; body: string }) => {
  if (r.status !== 200) throw new Error(`HTTP ${r.status}: ${r.body.slice(0, 300)}`);
  return (JSON.parse(r.body) as { data: T }).data;
};

async function writeCsv(file: string) {
  const out = createWriteStream(file);
  out.write('id,prompt,response,category,score,created_at\n');
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < ROWS; i++) {
    const line = `${i},"What is ${i} times ${i % 97}, ""exactly""?",The answer is ${i * (i % 97)}.,cat${i % 10},${((i * 7919) % 1000) / 10},${new Date(start + i * 1000).toISOString()}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const csvDir = mkdtempSync(path.join(tmpdir(), 'assay-bench-ds-csv-'));
const csvFile = path.join(csvDir, 'bench.csv');
await writeCsv(csvFile);
const size = statSync(csvFile).size;
const server = await startBenchServer({
  dataDirPrefix: 'assay-bench-ds-',
  adminUrl: process.env.BENCH_DATABASE_URL,
  database: `assay_bench_ds_${process.pid}`,
  env: { WEB_DIST_DIR: '/nonexistent' },
});
const { baseUrl, databaseUrl } = server;
const pid = server.child.pid!;
console.log(
  `Assay datasets benchmark (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}), node ${process.version}, ${ROWS.toLocaleString('en')} rows x 6 columns, ${(size / 1e6).toFixed(0)} MB CSV`,
);
try {
  const login = await request(`${baseUrl}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@assay.local', password: 'bench-password-123' }),
  });
  const token = json<{ token: string }>(login).token;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const projects = json<{ content: Array<{ id: string }> }>(
    await request(`${baseUrl}/v2/llm/list-project`, { headers: auth }),
  );
  const headers = { ...auth, 'x-project-id': projects.content[0]?.id ?? '' };

  const { uploads } = json<{ uploads: Array<{ uploadId: string; url: string; headers: Record<string, string> }> }>(
    await request(`${baseUrl}/dataset/preSignedUrls`, {
      method: 'POST',
      headers: { ...headers, 'x-host-url': baseUrl },
      body: JSON.stringify({ files: [{ fileName: 'bench.csv', contentType: 'text/csv', size }] }),
    }),
  );
  const upload = uploads[0]!;
  const tUp = performance.now();
  json(
    await request(upload.url, {
      method: 'PUT',
      headers: { ...upload.headers, 'content-length': String(size) },
      body: createReadStream(csvFile),
    }),
  );
  console.log(`upload (server PUT to DATA_DIR/uploads): ${((performance.now() - tUp) / 1000).toFixed(1)} s`);
  const preview = json<{ suggestedColumns: unknown[] }>(
    await request(`${baseUrl}/v2/llm/dataset/import-preview`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ uploadId: upload.uploadId }),
    }),
  );

  const rss = sampleRss(pid);
  const t0 = performance.now();
  const started = json<{ datasetId: string; jobId: string }>(
    await request(`${baseUrl}/v2/llm/dataset/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ uploadId: upload.uploadId, name: 'bench', columns: preview.suggestedColumns }),
    }),
  );
  let job = { status: 'queued', error: null as string | null };
  while (job.status !== 'succeeded' && job.status !== 'failed') {
    await new Promise((r) => setTimeout(r, 100));
    job = json(await request(`${baseUrl}/v2/llm/jobs/${started.jobId}`, { headers }));
  }
  const seconds = (performance.now() - t0) / 1000;
  const peakDuringImport = rss.stop();
  if (job.status !== 'succeeded') throw new Error(`import failed: ${job.error}`);
  console.log(
    `import: ${seconds.toFixed(1)} s = ${Math.round(ROWS / seconds).toLocaleString('en')} rows/s (target >= 50,000); server RSS ${rss.before.toFixed(0)} MB before, peak ${peakDuringImport.toFixed(0)} MB during import (target < 400 MB), process VmHWM ${rssOf(pid, 'VmHWM').toFixed(0)} MB (since start)`,
  );

  const rows = `${baseUrl}/v2/llm/dataset/${started.datasetId}/rows`;
  const timeIt = async (label: string, urls: () => string, n = 200, note = '') => {
    for (let i = 0; i < 10; i++) json(await request(urls(), { headers }));
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      json(await request(urls(), { headers }));
      times.push(performance.now() - t);
    }
    console.log(`${label.padEnd(58)} p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}${note}`);
  };
  // Warm the server's code paths and the database's caches before timing anything.
  for (let i = 0; i < 100; i++) json(await request(`${rows}?limit=50&where[category]=eq:cat${i % 10}`, { headers }));
  const deep = (rowId: number) => encodeRowCursor({ sort: 'id', order: 'asc', value: null, rowId: String(rowId) });
  await timeIt('first page, 50 rows, no filter', () => `${rows}?limit=50`);
  await timeIt('first page, 50 rows, where[category]=eq:cat3', () => `${rows}?limit=50&where[category]=eq:cat3`);
  await timeIt(
    'deep page (after row 900,000), where[category]=eq:cat3',
    () => `${rows}?limit=50&where[category]=eq:cat3&cursor=${deep(900_000 + Math.floor(Math.random() * 50_000))}`,
  );
  await timeIt(
    'deep page (after row 900,000), where[score]=gt:50 (numeric)',
    () => `${rows}?limit=50&where[score]=gt:50&cursor=${deep(900_000 + Math.floor(Math.random() * 50_000))}`,
  );
  let x = 0;
  await timeIt(
    'first page, a new filter each time (total counted, uncached)',
    () => `${rows}?limit=50&where[score]=gt:${(x++ % 900) / 10 + 0.05}`,
    20,
    '  (the exact total of a filter is counted once per dataset revision and cached)',
  );
  await timeIt(
    'first page sorted by score desc (no index: full sort)',
    () => `${rows}?limit=50&sort=score&order=desc`,
    10,
  );
} finally {
  await server.close();
  rmSync(csvDir, { recursive: true, force: true });
}
