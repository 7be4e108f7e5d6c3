import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Sam Snapshot');
  projectId = await createProject(t, owner, 'Snapshots');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const as = () => ({ token: owner.token, projectId });
type Row = { id: string; values: Record<string, unknown> };

async function rowsOf(url: string): Promise<Row[]> {
  const res = await call(t.app, { method: 'GET', url: `${url}/rows?limit=500`, ...as() });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.items;
}

async function storedVersions(datasetId: string) {
  return t.services.snapshots.storedVersions(datasetId);
}

describe('snapshots', () => {
  it('freeze a dataset without copying rows; edits after keep the old values; diff, restore, export, delete', async () => {
    const ds = await t.services.datasets.createDataset(projectId, owner.id, {
      name: 'Golden set',
      columns: [
        { name: 'q', role: 'prompt', type: 'string' },
        { name: 'a', role: 'expected_response', type: 'string' },
      ],
    });
    const { ids } = await t.services.datasets.appendRows(
      projectId,
      ds.id,
      Array.from({ length: 5 }, (_, i) => ({ q: `q${i + 1}`, a: `a${i + 1}` })),
    );
    const s1 = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/snapshots',
      ...as(),
      payload: { datasetId: ds.id, name: 'v1', description: 'before fixes' },
    });
    expect(s1.status).toBe(200);
    expect(s1.body.data).toMatchObject({ name: 'v1', rowCount: 5, datasetName: 'Golden set' });
    const s1Id = s1.body.data.id as string;
    expect(await storedVersions(ds.id)).toEqual({ total: 5, live: 5 });
    expect(await t.services.snapshots.resolveSnapshotId(projectId, ds.id, owner.id)).toBe(s1Id);

    // Edit row 2, delete row 3, add row 6, add a column.
    const dsUrl = `/v2/llm/dataset/${ds.id}`;
    await call(t.app, {
      method: 'PATCH',
      url: `${dsUrl}/rows/${ids[1]}`,
      ...as(),
      payload: { values: { a: 'fixed' } },
    });
    await call(t.app, { method: 'POST', url: `${dsUrl}/rows/delete`, ...as(), payload: { rowIds: [ids[2]] } });
    await call(t.app, {
      method: 'POST',
      url: `${dsUrl}/rows`,
      ...as(),
      payload: { rows: [{ values: { q: 'q6', a: 'a6' } }] },
    });
    await call(t.app, {
      method: 'POST',
      url: `${dsUrl}/columns`,
      ...as(),
      payload: { name: 'source', role: 'metadata', type: 'string', defaultValue: 'manual' },
    });
    // Only the edited and deleted rows keep an old version; the three unchanged rows are shared.
    expect(await storedVersions(ds.id)).toEqual({ total: 7, live: 5 });

    const frozen = await rowsOf(`/v2/llm/snapshots/${s1Id}`);
    expect(frozen.map((r) => r.values)).toEqual(
      Array.from({ length: 5 }, (_, i) => ({ q: `q${i + 1}`, a: `a${i + 1}` })),
    );
    const live = await rowsOf(dsUrl);
    expect(live.map((r) => r.values)).toEqual([
      { q: 'q1', a: 'a1', source: 'manual' },
      { q: 'q2', a: 'fixed', source: 'manual' },
      { q: 'q4', a: 'a4', source: 'manual' },
      { q: 'q5', a: 'a5', source: 'manual' },
      { q: 'q6', a: 'a6', source: 'manual' },
    ]);
    const filtered = await call(t.app, {
      method: 'GET',
      url: `/v2/llm/snapshots/${s1Id}/rows?where[a]=eq:a2`,
      ...as(),
    });
    expect(filtered.body.data.items.map((r: Row) => r.id)).toEqual([ids[1]]);
    expect(filtered.body.data.total).toBe(1);

    const s2Id = await t.services.snapshots.resolveSnapshotId(projectId, ds.id, owner.id, 'v2');
    expect(s2Id).not.toBe(s1Id);
    expect(await t.services.snapshots.resolveSnapshotId(projectId, ds.id, owner.id)).toBe(s2Id);

    const diff = await call(t.app, { method: 'GET', url: `/v2/llm/snapshots/diff?from=${s1Id}&to=${s2Id}`, ...as() });
    expect(diff.status).toBe(200);
    expect(diff.body.data.counts).toEqual({ added: 1, removed: 1, changed: 1 });
    expect(diff.body.data.added.map((r: Row) => r.values)).toEqual([{ q: 'q6', a: 'a6', source: 'manual' }]);
    expect(diff.body.data.removed.map((r: Row) => r.values)).toEqual([{ q: 'q3', a: 'a3' }]);
    expect(diff.body.data.changed).toEqual([
      { id: ids[1], before: { q: 'q2', a: 'a2' }, after: { q: 'q2', a: 'fixed', source: 'manual' } },
    ]);
    expect(diff.body.data.columns).toEqual({ added: ['source'], removed: [], changed: [] });
    expect(diff.body.data.isTruncated).toBe(false);
    const capped = await call(t.app, {
      method: 'GET',
      url: `/v2/llm/snapshots/diff?from=${s2Id}&to=${s1Id}&limit=1`,
      ...as(),
    });
    expect(capped.body.data.counts).toEqual({ added: 1, removed: 1, changed: 1 });
    expect(capped.body.data.isTruncated).toBe(false);

    // An edit to a row no snapshot sees happens in place.
    const [late] = (await t.services.datasets.appendRows(projectId, ds.id, [{ q: 'q7', a: 'a7' }])).ids;
    const before = await storedVersions(ds.id);
    await call(t.app, { method: 'PATCH', url: `${dsUrl}/rows/${late}`, ...as(), payload: { values: { a: 'edited' } } });
    expect(await storedVersions(ds.id)).toEqual(before);

    const restored = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/snapshots/${s1Id}/restore`,
      ...as(),
      payload: { name: 'Golden set (v1)' },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ name: 'Golden set (v1)', rowCount: 5, status: 'ready' });
    expect(restored.body.data.columns).toEqual(s1.body.data.columns);
    const restoredRows = await rowsOf(`/v2/llm/dataset/${restored.body.data.id}`);
    expect(restoredRows.map((r) => [r.id, r.values])).toEqual(frozen.map((r) => [r.id, r.values]));

    const csv = await t.app.inject({
      method: 'GET',
      url: `/v2/llm/snapshots/${s1Id}/export`,
      headers: { authorization: `Bearer ${owner.token}`, 'x-project-id': projectId },
    });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Golden set - v1.csv"');
    expect(parseCsv(csv.body, { bom: true, columns: true })).toEqual(frozen.map((r) => r.values));

    const list = await call(t.app, { method: 'GET', url: `/v2/llm/snapshots?datasetId=${ds.id}`, ...as() });
    expect(list.body.data.content.map((s: { name: string }) => s.name)).toEqual(['v2', 'v1']);

    // Deleting v1 drops the versions only it kept.
    expect((await call(t.app, { method: 'DELETE', url: `/v2/llm/snapshots/${s1Id}`, ...as() })).status).toBe(200);
    expect(await storedVersions(ds.id)).toEqual({ total: 6, live: 6 });
    expect((await call(t.app, { method: 'GET', url: `/v2/llm/snapshots/${s1Id}`, ...as() })).status).toBe(404);
    const s2Rows = await rowsOf(`/v2/llm/snapshots/${s2Id}`);
    expect(s2Rows).toHaveLength(5);
  });
});
