import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  shareProject,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Rita Rows');
  viewer = await createUser(t, 'Val Viewer');
  projectId = await createProject(t, owner, 'Rows');
  await shareProject(t, owner, projectId, viewer, 'viewer');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const as = (user: TestUser = owner) => ({ token: user.token, projectId });
type Row = { id: string; values: Record<string, unknown> };

async function newDataset(name: string, columns: Array<{ name: string; type: string; role?: string }>) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/v2/llm/dataset',
    ...as(),
    payload: { name, columns: columns.map((c) => ({ role: 'plain', ...c })) },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.id as string;
}

async function addRows(datasetId: string, rows: Array<Record<string, unknown>>) {
  const res = await call(t.app, {
    method: 'POST',
    url: `/v2/llm/dataset/${datasetId}/rows`,
    ...as(),
    payload: { rows: rows.map((values) => ({ values })) },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.ids as string[];
}

async function page(url: string, params: Record<string, string>) {
  const res = await call(t.app, { method: 'GET', url: `${url}?${new URLSearchParams(params).toString()}`, ...as() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: Row[]; pit: string; nextCursor: string | null; isLastPage: boolean; total: number };
}

/** Walks every page forward; returns the pages and the cursor that fetched each one. */
async function walk(url: string, params: Record<string, string>, between?: () => Promise<void>) {
  const pages: Array<{ cursor: string | null; items: Row[] }> = [];
  let cursor: string | null = null;
  let pit: string | undefined;
  let total = -1;
  for (;;) {
    const p = await page(url, { ...params, ...(cursor ? { cursor } : {}), ...(pit ? { pit } : {}) });
    pages.push({ cursor, items: p.items });
    pit = p.pit;
    total = p.total;
    if (between) await between();
    if (p.isLastPage) break;
    cursor = p.nextCursor;
  }
  return { pages, pit: pit!, total };
}

describe('dataset rows', () => {
  it('pages forward and back with kept cursors, every row exactly once, while rows are added', async () => {
    const id = await newDataset('paging', [
      { name: 'n', type: 'number' },
      { name: 'text', type: 'string' },
    ]);
    const initial = Array.from({ length: 230 }, (_, i) => ({ n: (i * 37) % 50, text: `row ${i}` }));
    await addRows(id, initial);
    const url = `/v2/llm/dataset/${id}/rows`;
    const walks: Array<Record<string, string>> = [
      { limit: '25' },
      { limit: '25', sort: 'n', order: 'desc' },
      { limit: '40', sort: 'text', order: 'asc' },
      { limit: '30', sort: 'createdAt', order: 'desc' },
    ];
    for (const params of walks) {
      let added = 0;
      const { pages, pit, total } = await walk(url, params, async () => {
        added += 3;
        await addRows(id, [
          { n: 1, text: 'late' },
          { n: 49, text: 'late' },
          { n: 100, text: 'late' },
        ]);
      });
      const seen = pages.flatMap((p) => p.items.map((r) => r.id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(total);
      expect(seen.every((rid) => BigInt(rid) <= BigInt(pit))).toBe(true);
      expect(pages.flatMap((p) => p.items).filter((r) => r.values.text === 'late').length).toBe(total - 230);
      // Back: refetch each kept cursor in reverse; the same pages come back.
      for (const p of [...pages].reverse()) {
        const again = await page(url, { ...params, pit, ...(p.cursor ? { cursor: p.cursor } : {}) });
        expect(again.items.map((r) => r.id)).toEqual(p.items.map((r) => r.id));
      }
      // The sort is honoured.
      if (params.sort === 'n') {
        const ns = seen.map((rid) => pages.flatMap((p) => p.items).find((r) => r.id === rid)!.values.n as number);
        expect(ns).toEqual([...ns].sort((a, b) => b - a));
      }
      expect(added).toBeGreaterThan(0);
    }
  });

  it('filters numerically, by text, emptiness, and searches', async () => {
    const id = await newDataset('filters', [
      { name: 'score', type: 'number' },
      { name: 'label', type: 'string' },
      { name: 'note', type: 'string' },
    ]);
    await addRows(id, [
      { score: 9, label: 'cat', note: 'Fluffy friend' },
      { score: 10, label: 'dog', note: null },
      { score: 100, label: 'cat', note: 'loud' },
      { score: '2', label: 'bird', note: '' },
      { label: 'cat', note: 'no score' },
    ]);
    const url = `/v2/llm/dataset/${id}/rows`;
    const labels = async (params: Record<string, string>) =>
      (await page(url, { sort: 'id', order: 'asc', ...params })).items.map(
        (r) => `${r.values.label}:${r.values.score}`,
      );
    expect(await labels({ 'where[score]': 'gt:9' })).toEqual(['dog:10', 'cat:100']);
    expect(await labels({ 'where[score]': 'lte:9' })).toEqual(['cat:9', 'bird:2']);
    expect(await labels({ 'where[score]': 'eq:10' })).toEqual(['dog:10']);
    expect(await labels({ 'where[label]': 'neq:cat' })).toEqual(['dog:10', 'bird:2']);
    expect(await labels({ 'where[note]': 'empty' })).toEqual(['dog:10', 'bird:2']);
    expect(await labels({ 'where[note]': 'notEmpty', 'where[label]': 'eq:cat' })).toEqual([
      'cat:9',
      'cat:100',
      'cat:null',
    ]);
    expect(await labels({ 'where[note]': 'contains:FLUF' })).toEqual(['cat:9']);
    expect(await labels({ q: 'loud' })).toEqual(['cat:100']);
    expect(await labels({ sort: 'score', order: 'asc' })).toEqual(['bird:2', 'cat:9', 'dog:10', 'cat:100', 'cat:null']);
    const filtered = await page(url, { 'where[label]': 'eq:cat', limit: '2' });
    expect(filtered.total).toBe(3);
    expect(filtered.isLastPage).toBe(false);

    const bad = await call(t.app, {
      method: 'GET',
      url: `${url}?where[nope]=eq:1&where[score]=gt:abc&where[label]=like:x&sort=missing`,
      ...as(),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['sort', 'where[label]', 'where[nope]', 'where[score]']);
    const badCursor = await call(t.app, { method: 'GET', url: `${url}?cursor=zzz`, ...as() });
    expect(badCursor.status).toBe(400);
  });

  it('edits rows and columns, exports CSV with the table sort and filters, and keeps viewers read-only', async () => {
    const id = await newDataset('edits', [
      { name: 'prompt', type: 'string', role: 'prompt' },
      { name: 'n', type: 'number' },
    ]);
    const [a, b, c] = await addRows(id, [
      { prompt: 'one, "quoted"', n: 1 },
      { prompt: 'two\nlines', n: 2 },
      { prompt: 'three', n: 3 },
    ]);
    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/v2/llm/dataset/${id}/rows/${b}`,
      ...as(),
      payload: { values: { n: '22' } },
    });
    expect(patched.body.data.values).toEqual({ prompt: 'two\nlines', n: 22 });
    const unknown = await call(t.app, {
      method: 'PATCH',
      url: `/v2/llm/dataset/${id}/rows/${b}`,
      ...as(),
      payload: { values: { nope: 1 } },
    });
    expect(unknown.status).toBe(400);
    const missingRow = await call(t.app, {
      method: 'PATCH',
      url: `/v2/llm/dataset/${id}/rows/999999`,
      ...as(),
      payload: { values: { n: 1 } },
    });
    expect(missingRow.status).toBe(404);

    const deleted = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/dataset/${id}/rows/delete`,
      ...as(),
      payload: { rowIds: [c, '424242'] },
    });
    expect(deleted.body.data.deleted).toBe(1);

    const added = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/dataset/${id}/columns`,
      ...as(),
      payload: { name: 'flag', role: 'metadata', type: 'boolean', defaultValue: 'true' },
    });
    expect(added.body.data.columns.map((x: { name: string }) => x.name)).toEqual(['prompt', 'n', 'flag']);
    const dup = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/dataset/${id}/columns`,
      ...as(),
      payload: { name: 'flag', role: 'plain', type: 'string' },
    });
    expect(dup.status).toBe(409);

    // Rename and retype: stored values stay; a number column shown as string keeps "22" readable.
    const renamed = await call(t.app, {
      method: 'PUT',
      url: `/v2/llm/dataset/${id}`,
      ...as(),
      payload: { columns: [{ name: 'n', newName: 'count', type: 'string' }], tags: ['gold'] },
    });
    expect(renamed.status).toBe(200);
    let rows = (await page(`/v2/llm/dataset/${id}/rows`, {})).items;
    expect(rows.map((r) => r.values)).toEqual([
      { prompt: 'one, "quoted"', count: 1, flag: true },
      { prompt: 'two\nlines', count: 22, flag: true },
    ]);
    await call(t.app, {
      method: 'PUT',
      url: `/v2/llm/dataset/${id}`,
      ...as(),
      payload: { columns: [{ name: 'count', type: 'number' }] },
    });
    const gt = await page(`/v2/llm/dataset/${id}/rows`, { 'where[count]': 'gt:5' });
    expect(gt.items.map((r) => r.id)).toEqual([b]);

    const removed = await call(t.app, { method: 'DELETE', url: `/v2/llm/dataset/${id}/columns/flag`, ...as() });
    expect(removed.body.data.columns.map((x: { name: string }) => x.name)).toEqual(['prompt', 'count']);
    rows = (await page(`/v2/llm/dataset/${id}/rows`, {})).items;
    expect(rows[0]!.values).toEqual({ prompt: 'one, "quoted"', count: 1 });
    expect(rows[0]!.id).toBe(a);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/v2/llm/dataset/${id}/export?sort=count&order=desc`,
      headers: { authorization: `Bearer ${owner.token}`, 'x-project-id': projectId },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="edits.csv"');
    const parsed = parseCsv(csv.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(parsed).toEqual([
      { prompt: 'two\nlines', count: '22' },
      { prompt: 'one, "quoted"', count: '1' },
    ]);
    const filteredCsv = await t.app.inject({
      method: 'GET',
      url: `/v2/llm/dataset/${id}/export?where[count]=lt:5&fileName=${encodeURIComponent('../weird/"name"')}`,
      headers: { authorization: `Bearer ${owner.token}`, 'x-project-id': projectId },
    });
    expect(filteredCsv.headers['content-disposition']).toBe('attachment; filename="weird_name.csv"');
    expect(parseCsv(filteredCsv.body, { bom: true, columns: true })).toEqual([{ prompt: 'one, "quoted"', count: '1' }]);

    // Viewers read but cannot write.
    expect((await call(t.app, { method: 'GET', url: `/v2/llm/dataset/${id}/rows`, ...as(viewer) })).status).toBe(200);
    for (const req of [
      { method: 'POST' as const, url: `/v2/llm/dataset/${id}/rows`, payload: { rows: [{ values: { prompt: 'x' } }] } },
      { method: 'PATCH' as const, url: `/v2/llm/dataset/${id}/rows/${a}`, payload: { values: { prompt: 'x' } } },
      { method: 'POST' as const, url: `/v2/llm/dataset/${id}/rows/delete`, payload: { rowIds: [a] } },
      { method: 'PUT' as const, url: `/v2/llm/dataset/${id}`, payload: { name: 'hijacked' } },
      { method: 'DELETE' as const, url: `/v2/llm/dataset/${id}` },
      { method: 'POST' as const, url: '/dataset/preSignedUrls', payload: { files: [{ fileName: 'a.csv', size: 1 }] } },
      { method: 'POST' as const, url: '/v2/llm/snapshots', payload: { datasetId: id, name: 's' } },
    ]) {
      const res = await call(t.app, { ...req, ...as(viewer) });
      expect(res.status, `${req.method} ${req.url}`).toBe(403);
    }
  });

  it('lists with search, tags and disabled datasets hidden, and appends unknown keys as new columns', async () => {
    const id = await newDataset('Hidden gem', [{ name: 'a', type: 'string' }]);
    await call(t.app, {
      method: 'PUT',
      url: `/v2/llm/dataset/${id}`,
      ...as(),
      payload: { isDisabled: true, tags: ['x'] },
    });
    const names = async (qs: string) =>
      (
        (await call(t.app, { method: 'GET', url: `/v2/llm/dataset?${qs}`, ...as() })).body.data.content as Array<{
          name: string;
        }>
      ).map((d) => d.name);
    expect(await names('search=gem')).toEqual([]);
    expect(await names('search=gem&includeDisabled=true')).toEqual(['Hidden gem']);
    expect(await names('tag=x&includeDisabled=true')).toEqual(['Hidden gem']);
    expect(await names('tag=gold')).toEqual(['edits']);

    const ds = await t.services.datasets.createDataset(projectId, owner.id, {
      name: 'from spans',
      columns: [{ name: 'input', role: 'prompt', type: 'string' }],
    });
    const out = await t.services.datasets.appendRows(projectId, ds.id, [
      { input: 'hi', latency: 12, attrs: { a: 1 } },
      { input: 'yo', latency: 7 },
    ]);
    expect(out.inserted).toBe(2);
    const after = await t.services.datasets.getDataset(projectId, ds.id);
    expect(after.columns).toEqual([
      { name: 'input', role: 'prompt', type: 'string' },
      { name: 'latency', role: 'plain', type: 'number' },
      { name: 'attrs', role: 'plain', type: 'json' },
    ]);
    expect(after.rowCount).toBe(2);
    await expect(t.services.datasets.getDataset(projectId, '00000000-0000-0000-0000-000000000000')).rejects.toThrow(
      'No such dataset in this project',
    );
  });
});
