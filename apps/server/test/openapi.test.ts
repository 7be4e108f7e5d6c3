import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI and health', () => {
  it('documents every API route with its request schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.paths['/authenticate']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/v2/llm/project/{id}/share-project']?.post).toBeDefined();
    expect(doc.paths['/v2/llm/list-project']?.get).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });

  it('matches the committed docs/openapi.json (regenerate with npm run generate:openapi)', async () => {
    const file = new URL('../../../docs/openapi.json', import.meta.url);
    const current = `${JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) writeFileSync(file, current);
    expect(existsSync(file), 'docs/openapi.json is missing: run npm run generate:openapi').toBe(true);
    expect(readFileSync(file, 'utf8') === current, 'the API changed: run npm run generate:openapi and commit it').toBe(
      true,
    );
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
  });
});
