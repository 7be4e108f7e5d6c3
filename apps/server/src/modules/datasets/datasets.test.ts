import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  shareProject,
  waitFor,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Dana Owner');
  viewer = await createUser(t, 'Vic Viewer');
  projectId = await createProject(t, owner, 'Datasets');
  await shareProject(t, owner, projectId, viewer, 'viewer');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const as = (user: TestUser = owner) => ({ token: user.token, projectId });

async function uploadFile(fileName: string, body: string | Buffer, contentType = 'text/csv') {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const res = await call(t.app, {
    method: 'POST',
    url: '/dataset/preSignedUrls',
    ...as(),
    headers: { 'x-host-url': 'https://console.example' },
    payload: { files: [{ fileName, contentType, size: bytes.length }] },
  });
  expect(res.status).toBe(200);
  const upload = res.body.data.uploads[0];
  expect(upload.url.startsWith('https://console.example/dataset/uploads/')).toBe(true);
  const url = new URL(upload.url);
  const put = await t.app.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    payload: bytes,
    headers: upload.headers,
  });
  expect(put.statusCode, put.body).toBe(200);
  return upload.uploadId as string;
}

async function waitForJob(jobId: string) {
  return waitFor(async () => {
    const res = await call(t.app, { method: 'GET', url: `/v2/llm/jobs/${jobId}`, ...as() });
    const job = res.body.data;
    return job && ['succeeded', 'failed', 'cancelled'].includes(job.status) ? job : null;
  }, 120_000);
}

/** Uploads, previews and imports with the suggested mapping; returns the dataset and the finished job. */
async function importFile(fileName: string, body: string | Buffer, contentType = 'text/csv') {
  const uploadId = await uploadFile(fileName, body, contentType);
  const preview = await call(t.app, {
    method: 'POST',
    url: '/v2/llm/dataset/import-preview',
    ...as(),
    payload: { uploadId },
  });
  if (preview.status !== 200) return { preview, dataset: null, job: null };
  const started = await call(t.app, {
    method: 'POST',
    url: '/v2/llm/dataset/import',
    ...as(),
    payload: { uploadId, name: fileName, columns: preview.body.data.suggestedColumns },
  });
  expect(started.status, started.body.message).toBe(200);
  const job = await waitForJob(started.body.data.jobId);
  const dataset = (await call(t.app, { method: 'GET', url: `/v2/llm/dataset/${started.body.data.datasetId}`, ...as() }))
    .body.data;
  return { preview, dataset, job };
}

async function allRows(datasetId: string, query = '', base = `/v2/llm/dataset/${datasetId}`) {
  const rows: Array<{ id: string; values: Record<string, unknown> }> = [];
  let cursor: string | null = null;
  let pit: string | undefined;
  for (;;) {
    const qs = new URLSearchParams(query);
    qs.set('limit', '500');
    if (cursor) qs.set('cursor', cursor);
    if (pit) qs.set('pit', pit);
    const res = await call(t.app, { method: 'GET', url: `${base}/rows?${qs.toString()}`, ...as() });
    expect(res.status, res.body.message).toBe(200);
    rows.push(...res.body.data.items);
    pit = res.body.data.pit;
    if (res.body.data.isLastPage) return { rows, total: res.body.data.total as number };
    cursor = res.body.data.nextCursor;
  }
}

describe('dataset import', () => {
  it('imports a CSV with a BOM and quoted newlines, with types and roles suggested', async () => {
    const csv = '\uFEFFquestion,answer,score\r\n"Hi, there","line one\nline two",3\r\nBye,"say ""ok""",4.5\r\n';
    const { preview, dataset, job } = await importFile('qa.csv', csv);
    expect(preview.body.data.format).toBe('csv');
    expect(preview.body.data.headers).toEqual(['question', 'answer', 'score']);
    expect(preview.body.data.suggestedColumns).toEqual([
      { source: 'question', name: 'question', role: 'prompt', type: 'string' },
      { source: 'answer', name: 'answer', role: 'response', type: 'string' },
      { source: 'score', name: 'score', role: 'plain', type: 'number' },
    ]);
    expect(job.status).toBe('succeeded');
    expect(dataset).toMatchObject({ status: 'ready', rowCount: 2, createdByName: 'Dana Owner' });
    const { rows } = await allRows(dataset.id);
    expect(rows.map((r) => r.values)).toEqual([
      { question: 'Hi, there', answer: 'line one\nline two', score: 3 },
      { question: 'Bye', answer: 'say "ok"', score: 4.5 },
    ]);
  });

  it('fails a CSV with ragged rows, listing every line, and leaves no rows', async () => {
    const csv = 'a,b\n1,2\n3\n4,5,6\n7,8\n';
    const { dataset, job } = await importFile('ragged.csv', csv);
    expect(job.status).toBe('failed');
    expect(job.error).toContain('line 3: expected 2 fields (as in the header), found 1');
    expect(job.error).toContain('line 4: expected 2 fields (as in the header), found 3');
    expect(dataset).toMatchObject({ status: 'failed', rowCount: 0 });
    expect(dataset.error).toContain('nothing was imported');
    const rows = await call(t.app, { method: 'GET', url: `/v2/llm/dataset/${dataset.id}/rows`, ...as() });
    expect(rows.status).toBe(409);
    const stored = (await t.database.sql.executeSql(
      'select count(*)::int as n from dataset_rows where dataset_id = $1',
      [dataset.id],
    )) as { rows: Array<{ n: number }> };
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('refuses an empty file with a clear message', async () => {
    const uploadId = await uploadFile('empty.csv', '');
    const preview = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/dataset/import-preview',
      ...as(),
      payload: { uploadId },
    });
    expect(preview.status).toBe(400);
    expect(preview.body.message).toBe('The file is empty: there is nothing to import');
    const start = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/dataset/import',
      ...as(),
      payload: { uploadId, name: 'empty', columns: [{ source: 'a', name: 'a', role: 'plain', type: 'string' }] },
    });
    expect(start.status).toBe(400);
  });

  it('fails JSONL with a broken line, naming the line', async () => {
    const jsonl = '{"prompt":"a","n":1}\n{"prompt":"b", n:2}\n\n[1,2]\n{"prompt":"c","n":3}\n';
    const { dataset, job } = await importFile('broken.jsonl', jsonl, 'application/x-ndjson');
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/line 2: not valid JSON/);
    expect(job.error).toContain('line 4: expected a JSON object, found an array');
    expect(dataset.status).toBe('failed');
  });

  it('imports good JSONL with nested values as json', async () => {
    const jsonl = '{"prompt":"a","meta":{"k":1}}\r\n{"prompt":"b","meta":{"k":2},"extra":true}\n';
    const { preview, dataset, job } = await importFile('good.jsonl', jsonl, 'application/x-ndjson');
    expect(preview.body.data.headers).toEqual(['prompt', 'meta', 'extra']);
    expect(job.status).toBe('succeeded');
    const { rows } = await allRows(dataset.id);
    expect(rows.map((r) => r.values)).toEqual([
      { prompt: 'a', meta: { k: 1 }, extra: null },
      { prompt: 'b', meta: { k: 2 }, extra: true },
    ]);
  });

  it('exports CSV that imports back to the same rows', async () => {
    const csv = 'prompt,n,meta\n"a, ""b""",1,"{""k"":[1,2]}"\n"multi\nline",2.5,\n plain ,-3,"{}"\n';
    const first = await importFile('roundtrip.csv', csv);
    expect(first.job.status, first.job.error).toBe('succeeded');
    const exported = await t.app.inject({
      method: 'GET',
      url: `/v2/llm/dataset/${first.dataset.id}/export`,
      headers: { authorization: `Bearer ${owner.token}`, 'x-project-id': projectId },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const again = await importFile('roundtrip-2.csv', exported.body);
    expect(again.job.status, again.job.error).toBe('succeeded');
    expect(again.dataset.columns).toEqual(first.dataset.columns);
    const a = (await allRows(first.dataset.id)).rows.map((r) => r.values);
    const b = (await allRows(again.dataset.id)).rows.map((r) => r.values);
    expect(b).toEqual(a);
    expect(a).toEqual([
      { prompt: 'a, "b"', n: 1, meta: { k: [1, 2] } },
      { prompt: 'multi\nline', n: 2.5, meta: null },
      { prompt: ' plain ', n: -3, meta: {} },
    ]);
  });

  it('imports a 50 MB CSV', async () => {
    const line = (i: number) =>
      `${i},"prompt number ${i} with some padding text to make the row longer",${i % 7},cat${i % 5}\n`;
    const parts: string[] = ['id,prompt,score,category\n'];
    let size = parts[0]!.length;
    let n = 0;
    while (size < 50 * 1024 * 1024) {
      const l = line(n++);
      parts.push(l);
      size += l.length;
    }
    const { dataset, job } = await importFile('big.csv', Buffer.from(parts.join('')));
    expect(job.status, job.error).toBe('succeeded');
    expect(dataset.rowCount).toBe(n);
    const page = await call(t.app, {
      method: 'GET',
      url: `/v2/llm/dataset/${dataset.id}/rows?limit=2&sort=id&order=desc`,
      ...as(),
    });
    expect(page.body.data.items[0].values.id).toBe(n - 1);
    expect(page.body.data.total).toBe(n);
  }, 300_000);
});

describe('uploads', () => {
  it('refuses a tampered or expired upload link, and more bytes than announced', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/dataset/preSignedUrls',
      ...as(),
      payload: { files: [{ fileName: 'x.csv', size: 4 }] },
    });
    const url = new URL(res.body.data.uploads[0].url);
    expect(url.origin).toBe('http://console.test');
    const sig = url.searchParams.get('signature')!;
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const r1 = await t.app.inject({ method: 'PUT', url: tampered.pathname + tampered.search, payload: 'a,b\n' });
    expect(r1.statusCode).toBe(403);
    const badSig = new URL(url);
    badSig.searchParams.set('signature', sig.slice(0, -2) + (sig.endsWith('AA') ? 'BB' : 'AA'));
    expect(
      (await t.app.inject({ method: 'PUT', url: badSig.pathname + badSig.search, payload: 'a,b\n' })).statusCode,
    ).toBe(403);
    const tooBig = await t.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: 'a,b\n1,2\n' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toContain('larger than the 4 bytes announced');
    const okPut = await t.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: 'a,b\n' });
    expect(okPut.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: 'a,b\n' })).statusCode).toBe(
      409,
    );
  });

  it('refuses an expired upload link', async () => {
    let offsetMs = 0;
    const clocked = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
    try {
      const user = await createUser(clocked, 'Clock User');
      const pid = await createProject(clocked, user);
      const r = await call(clocked.app, {
        method: 'POST',
        url: '/dataset/preSignedUrls',
        token: user.token,
        projectId: pid,
        payload: { files: [{ fileName: 'x.csv', size: 4 }] },
      });
      const url = new URL(r.body.data.uploads[0].url);
      offsetMs = 2 * 3600_000;
      const put = await clocked.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: 'a,b\n' });
      expect(put.statusCode).toBe(410);
      expect(put.json().message).toBe('This upload link has expired; ask for a new one');
    } finally {
      await clocked.close();
    }
  });
});
