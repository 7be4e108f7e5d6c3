import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { CreatedApiKeySchema } from '@assay/shared/contracts/api-keys';
import { envelopeOf } from '@assay/shared/contracts/envelope';
import {
  SessionListPageSchema,
  SessionTurnsSchema,
  SpanDatasetPageSchema,
  SpanSchema,
  TRACE_TREE_COLUMNS,
  TraceListPageSchema,
  TraceTreeSchema,
  type IngestSpan,
  type Span,
} from '@assay/shared/contracts/traces';
import { decodeTraceTree } from '@assay/shared/domain/decode-trace-tree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  waitFor,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { decodeOtlpResponse, encodeOtlpRequest } from './otlp/otlp-decode';

let t: TestApp;
let owner: TestUser;
let projectId: string;
let otherProjectId: string;
let key: string;
let otherKey: string;
const stored: Array<{ projectId: string; spans: Span[] }> = [];

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const BASE_MS = 1_763_700_000_000;

async function createKey(project: string, name: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/v2/llm/api-keys',
    token: owner.token,
    projectId: project,
    payload: { name },
  });
  return envelopeOf(CreatedApiKeySchema).parse(res.body).data.key;
}

const ingest = (spans: IngestSpan[], apiKey = key) =>
  call(t.app, { method: 'POST', url: '/v2/llm/traces/ingest', token: apiKey, payload: { spans } });

const get = (url: string, project = projectId) =>
  call(t.app, { method: 'GET', url, token: owner.token, projectId: project });

async function tree(traceId: string, project = projectId) {
  const res = await get(`/v2/llm/traces/${traceId}/tree`, project);
  expect(res.status, res.body.message).toBe(200);
  return decodeTraceTree(envelopeOf(TraceTreeSchema).parse(res.body).data);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Trace Owner');
  projectId = await createProject(t, owner, 'Traced');
  otherProjectId = await createProject(t, owner, 'Other traced');
  key = await createKey(projectId, 'ingest');
  otherKey = await createKey(otherProjectId, 'other ingest');
  t.services.traces.onSpansStored((project, spans) => {
    stored.push({ projectId: project, spans });
  });
});
afterAll(async () => {
  await t.close();
});

function span(
  traceId: string,
  spanId: string,
  parent: string | null,
  startOffsetMs: number,
  extra: Partial<IngestSpan> = {},
): IngestSpan {
  return {
    traceId,
    spanId,
    parentSpanId: parent,
    name: `span ${spanId.slice(0, 4)}`,
    startMs: BASE_MS + startOffsetMs,
    durationMs: 10,
    ...extra,
  };
}

describe('native ingest', () => {
  it('stores spans with mapped attributes and serves the tree, the span and the summary', async () => {
    const traceId = hex(16);
    const root = hex(8);
    const llm = hex(8);
    const res = await ingest([
      span(traceId, root, null, 0, {
        name: 'agent run',
        durationMs: 100,
        attributes: { 'gen_ai.operation.name': 'invoke_agent', 'assay.external_id': 'order-42' },
      }),
      span(traceId, llm, root, 5, {
        name: 'chat gpt-4o-mini',
        durationMs: 50,
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.request.model': 'gpt-4o-mini',
          'gen_ai.provider.name': 'openai',
          'gen_ai.usage.input_tokens': 1000,
          'gen_ai.usage.output_tokens': 500,
          'gen_ai.input.messages': JSON.stringify([{ role: 'user', content: 'Hello' }]),
          'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', content: 'Hi!' }]),
          'session.id': 'chat-1',
        },
      }),
    ]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ accepted: 2, rejected: 0, traceIds: [traceId] });

    const got = await tree(traceId);
    expect(got.trace).toMatchObject({
      traceId,
      rootName: 'agent run',
      rootKind: 'agent',
      spanCount: 2,
      errorCount: 0,
      totalTokens: 1500,
      externalId: 'order-42',
      sessionId: 'chat-1',
      startMs: BASE_MS,
      durationMs: 100,
    });
    // gpt-4o-mini is priced at 0.15 / 0.6 USD per million tokens in the built-in table.
    expect(got.trace.costUsd).toBeCloseTo((1000 * 0.15 + 500 * 0.6) / 1e6, 12);
    expect(got.items.map((i) => [i.spanId, i.parentSpanId, i.kind])).toEqual([
      [root, null, 'agent'],
      [llm, root, 'llm'],
    ]);
    // On the wire: rows of TRACE_TREE_COLUMNS, start times as offsets from the trace's start.
    const wire = envelopeOf(TraceTreeSchema).parse((await get(`/v2/llm/traces/${traceId}/tree`)).body).data;
    expect(wire.columns).toEqual(TRACE_TREE_COLUMNS);
    expect(wire.rows).toEqual([
      [root, null, 'agent run', 'agent', 'unset', 0, 100, null, null, null],
      [llm, root, 'chat gpt-4o-mini', 'llm', 'unset', 5, 50, 1500, got.trace.costUsd, 'gpt-4o-mini'],
    ]);
    expect(got.items.map((i) => i.startMs)).toEqual([BASE_MS, BASE_MS + 5]);

    const one = await get(`/v2/llm/traces/${traceId}/spans/${llm}`);
    expect(one.status).toBe(200);
    const full = envelopeOf(SpanSchema).parse(one.body).data;
    expect(full).toMatchObject({
      kind: 'llm',
      model: 'gpt-4o-mini',
      provider: 'openai',
      promptTokens: 1000,
      completionTokens: 500,
      totalTokens: 1500,
      input: [{ role: 'user', content: 'Hello' }],
      output: [{ role: 'assistant', content: 'Hi!' }],
      sessionId: 'chat-1',
      startTimeUnixNano: `${BASE_MS + 5}000000`,
      endTimeUnixNano: `${BASE_MS + 55}000000`,
    });

    const byExternal = await get('/v2/llm/traces/by-external-id/order-42');
    expect(byExternal.body.data).toEqual({ traceId });
    const missing = await get('/v2/llm/traces/by-external-id/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/assay\.external_id/);

    const heard = await waitFor(async () => stored.find((s) => s.spans.some((x) => x.traceId === traceId)));
    expect(heard.projectId).toBe(projectId);
    expect(heard.spans.find((s) => s.spanId === llm)?.model).toBe('gpt-4o-mini');
  });

  it('keeps summaries right when children arrive before parents and when spans are sent again', async () => {
    const traceId = hex(16);
    const [root, a, b, c] = [hex(8), hex(8), hex(8), hex(8)];
    await ingest([span(traceId, c, b, 30, { status: 'error', statusMessage: 'boom', totalTokens: 7 })]);
    let got = await tree(traceId);
    expect(got.trace).toMatchObject({ spanCount: 1, errorCount: 1, rootName: `span ${c.slice(0, 4)}` });

    await ingest([span(traceId, b, a, 20, { totalTokens: 3 }), span(traceId, a, root, 10)]);
    await ingest([span(traceId, root, null, 0, { name: 'the root', durationMs: 200 })]);
    got = await tree(traceId);
    expect(got.trace).toMatchObject({
      rootName: 'the root',
      spanCount: 4,
      errorCount: 1,
      totalTokens: 10,
      startMs: BASE_MS,
      durationMs: 200,
    });

    // Everything again, twice, one copy changed: no duplicates, the latest copy wins.
    const again = [
      span(traceId, root, null, 0, { name: 'the root', durationMs: 200 }),
      span(traceId, a, root, 10),
      span(traceId, b, a, 20, { totalTokens: 3 }),
      span(traceId, c, b, 30, { status: 'ok', totalTokens: 7 }),
    ];
    await Promise.all([ingest(again), ingest(again)]);
    got = await tree(traceId);
    expect(got.trace).toMatchObject({ spanCount: 4, errorCount: 0, totalTokens: 10 });
    expect(got.items.map((i) => i.spanId)).toEqual([root, a, b, c]);
  });

  it('keeps concurrent batches of one trace all counted', async () => {
    const traceId = hex(16);
    const root = hex(8);
    const batches = Array.from({ length: 8 }, (_, i) =>
      Array.from({ length: 25 }, (_, j) => span(traceId, hex(8), root, i * 25 + j + 1, { totalTokens: 1 })),
    );
    await Promise.all([...batches.map((b) => ingest(b)), ingest([span(traceId, root, null, 0)])]);
    const got = await tree(traceId);
    expect(got.trace.spanCount).toBe(201);
    expect(got.trace.totalTokens).toBe(200);
    expect(got.items).toHaveLength(201);
  });

  it('refuses bad, revoked and missing keys, and files spans under the key’s own project', async () => {
    const traceId = hex(16);
    const bad = await ingest([span(traceId, hex(8), null, 0)], `assay_AAAAAAAA_${'x'.repeat(43)}`);
    expect(bad.status).toBe(401);
    const none = await call(t.app, { method: 'POST', url: '/v1/traces', payload: {} });
    expect(none.status).toBe(401);
    const jwt = await call(t.app, { method: 'POST', url: '/v1/traces', token: owner.token, payload: {} });
    expect(jwt.status).toBe(401);

    const res = await ingest([span(traceId, hex(8), null, 0, { name: 'other project span' })], otherKey);
    expect(res.status).toBe(200);
    expect((await get(`/v2/llm/traces/${traceId}/tree`)).status).toBe(404);
    expect((await tree(traceId, otherProjectId)).trace.rootName).toBe('other project span');

    const doomed = await createKey(projectId, 'doomed');
    expect((await ingest([span(hex(16), hex(8), null, 0)], doomed)).status).toBe(200);
    const keys = await get('/v2/llm/api-keys');
    const id = (keys.body.data.content as Array<{ id: string; name: string }>).find((k) => k.name === 'doomed')!.id;
    await call(t.app, { method: 'DELETE', url: `/v2/llm/api-keys/${id}`, token: owner.token, projectId });
    const revoked = await ingest([span(hex(16), hex(8), null, 0)], doomed);
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toMatch(/revoked/);
  });

  it('stores text PostgreSQL would refuse (NUL, unpaired surrogates) cleaned, and refuses NUL in queries', async () => {
    const traceId = hex(16);
    const spanId = hex(8);
    const res = await ingest([
      span(traceId, spanId, null, 0, {
        name: 'nul\u0000name',
        input: { 'key\u0000': 'lone \ud800 surrogate' },
        attributes: { 'session.id': 'chat\u0000x' },
      }),
    ]);
    expect(res.status, res.body.message).toBe(200);
    const full = envelopeOf(SpanSchema).parse((await get(`/v2/llm/traces/${traceId}/spans/${spanId}`)).body).data;
    expect(full).toMatchObject({ name: 'nulname', input: { key: 'lone \ufffd surrogate' }, sessionId: 'chatx' });
    const nul = await get('/v2/llm/traces/sessions/a%00b');
    expect(nul.status).toBe(400);
    expect((await get('/v2/llm/traces?name=a%00b')).status).toBe(400);
  });

  it('lets a signed-in editor ingest with X-Project-Id, and explains malformed spans', async () => {
    const traceId = hex(16);
    const res = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/traces/ingest',
      token: owner.token,
      projectId,
      payload: { spans: [span(traceId, hex(8), null, 0)] },
    });
    expect(res.status).toBe(200);
    const badId = await ingest([{ ...span(traceId, hex(8), null, 0), traceId: 'xyz' }]);
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body.errors)).toMatch(/32 lowercase hex/);
    const noTime = await ingest([{ traceId, spanId: hex(8), name: 'x' } as IngestSpan]);
    expect(noTime.status).toBe(400);
  });
});

describe('OTLP over HTTP', () => {
  const otlpJson = (traceId: string, spanId: string, name: string) => ({
    resourceSpans: [
      {
        resource: { attributes: [{ key: 'service.name', value: { stringValue: 'checkout' } }] },
        scopeSpans: [
          {
            scope: { name: 'manual' },
            spans: [
              {
                traceId,
                spanId,
                parentSpanId: '',
                name,
                kind: 1,
                startTimeUnixNano: `${BASE_MS}123456789`.slice(0, 19),
                endTimeUnixNano: `${BASE_MS + 1}123456789`.slice(0, 19),
                attributes: [
                  { key: 'openinference.span.kind', value: { stringValue: 'LLM' } },
                  { key: 'llm.token_count.prompt', value: { intValue: '12' } },
                  { key: 'llm.token_count.completion', value: { intValue: 3 } },
                  { key: 'llm.model_name', value: { stringValue: 'claude-x' } },
                  { key: 'llm.cost.total', value: { doubleValue: 0.5 } },
                ],
                events: [{ timeUnixNano: `${BASE_MS}5000000`, name: 'started', attributes: [] }],
                status: { code: 2, message: 'rate limited' },
              },
              { traceId: 'not hex', spanId, name: 'broken' },
            ],
          },
        ],
      },
    ],
  });

  it('accepts gzipped JSON, answers partialSuccess for spans it cannot read', async () => {
    const traceId = hex(16);
    const spanId = hex(8);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/traces',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(otlpJson(traceId, spanId, 'llm call'))),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      partialSuccess: { rejectedSpans: '1', errorMessage: expect.stringMatching(/trace id/) },
    });
    const full = envelopeOf(SpanSchema).parse((await get(`/v2/llm/traces/${traceId}/spans/${spanId}`)).body).data;
    expect(full).toMatchObject({
      kind: 'llm',
      status: 'error',
      statusMessage: 'rate limited',
      model: 'claude-x',
      promptTokens: 12,
      completionTokens: 3,
      totalTokens: 15,
      costUsd: 0.5,
      serviceName: 'checkout',
      startTimeUnixNano: `${BASE_MS}123456789`.slice(0, 19),
      events: [{ name: 'started', timeUnixNano: `${BASE_MS}5000000`, attributes: {} }],
    });
  });

  it('accepts protobuf (plain and gzipped) and answers in protobuf', async () => {
    const traceId = hex(16);
    const spanId = hex(8);
    const body = encodeOtlpRequest({
      resourceSpans: [
        {
          resource: { attributes: [{ key: 'service.name', value: { stringValue: 'pb' } }] },
          scopeSpans: [
            {
              spans: [
                {
                  traceId: Buffer.from(traceId, 'hex'),
                  spanId: Buffer.from(spanId, 'hex'),
                  name: 'pb span',
                  startTimeUnixNano: '1763700000123456789',
                  endTimeUnixNano: '1763700000223456789',
                  attributes: [{ key: 'tool.name', value: { stringValue: 'search' } }],
                },
              ],
            },
          ],
        },
      ],
    });
    for (const gz of [false, true]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/traces',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/x-protobuf',
          ...(gz ? { 'content-encoding': 'gzip' } : {}),
        },
        payload: gz ? gzipSync(body) : Buffer.from(body),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/x-protobuf');
      expect(decodeOtlpResponse(res.rawPayload).partialSuccess).toBeUndefined();
    }
    const full = envelopeOf(SpanSchema).parse((await get(`/v2/llm/traces/${traceId}/spans/${spanId}`)).body).data;
    expect(full).toMatchObject({
      kind: 'tool',
      startTimeUnixNano: '1763700000123456789',
      endTimeUnixNano: '1763700000223456789',
      durationMs: 100,
      serviceName: 'pb',
    });
    expect((await tree(traceId)).trace.spanCount).toBe(1);
  });

  it('answers 4xx to malformed bodies', async () => {
    const send = (payload: string | Buffer, contentType: string, encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/traces',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': contentType,
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
        payload,
      });
    const garbage = await send(Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]), 'application/x-protobuf');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/not a valid OTLP protobuf/);
    expect((await send('{"resourceSpans":', 'application/json')).statusCode).toBe(400);
    expect((await send('[1,2]', 'application/json')).statusCode).toBe(400);
    expect((await send('{"resourceSpans":[]}', 'application/json', 'gzip')).statusCode).toBe(400);
    expect((await send('{"resourceSpans":[]}', 'application/json', 'br')).statusCode).toBe(415);
    expect((await send('hello', 'text/plain')).statusCode).toBe(415);
    const empty = await send('{"resourceSpans":[]}', 'application/json');
    expect(empty.statusCode).toBe(200);
  });
});

describe('reading traces', () => {
  let readProject: string;
  let readKey: string;
  const traceIds: string[] = [];

  beforeAll(async () => {
    readProject = await createProject(t, owner, 'Reading');
    readKey = await createKey(readProject, 'reader');
    const spans: IngestSpan[] = [];
    for (let i = 0; i < 30; i++) {
      const traceId = hex(16);
      traceIds.push(traceId);
      const root = hex(8);
      spans.push(
        span(traceId, root, null, i * 1000, {
          name: i % 2 === 0 ? 'answer question' : 'summarise document',
          input: `question number ${i}`,
          output: `answer number ${i}`,
          sessionId: i < 6 ? `session-${i % 2}` : null,
          status: i % 10 === 0 ? 'error' : 'ok',
          durationMs: 100 + i,
        }),
        span(traceId, hex(8), root, i * 1000 + 1, {
          name: 'llm',
          kind: 'llm',
          model: i % 3 === 0 ? 'gpt-4o' : 'claude-sonnet-4-5',
          totalTokens: i,
        }),
      );
    }
    const res = await ingest(spans, readKey);
    expect(res.status).toBe(200);
  });

  const dataset = async (query: string) => {
    const res = await get(`/v2/llm/dataset/span?${query}`, readProject);
    expect(res.status, res.body.message).toBe(200);
    return envelopeOf(SpanDatasetPageSchema).parse(res.body).data;
  };

  it('pages the span dataset by keyset, stable while new spans arrive', async () => {
    const first = await dataset('limit=7');
    expect(first.total).toBe(60);
    expect(first.items).toHaveLength(7);
    const seen = first.items.map((s) => s.spanId);
    let cursor = first.nextCursor;
    // New spans, later than everything, arrive between pages: they must not appear or shift rows.
    await ingest([span(hex(16), hex(8), null, 999_999, { name: 'late arrival' })], readKey);
    while (cursor) {
      const page = await dataset(`limit=7&pit=${first.pit}&cursor=${encodeURIComponent(cursor)}`);
      expect(page.total).toBe(60);
      seen.push(...page.items.map((s) => s.spanId));
      cursor = page.nextCursor;
      if (!cursor) expect(page.isLastPage).toBe(true);
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    const fresh = await dataset('limit=1');
    expect(fresh.total).toBe(61);
    expect(fresh.items[0]?.name).toBe('late arrival');
  });

  it('never repeats or skips a span while spans are ingested concurrently anywhere in the sort order', async () => {
    const project = await createProject(t, owner, 'Busy');
    const busyKey = await createKey(project, 'busy');
    const traceId = hex(16);
    const initial = Array.from({ length: 100 }, (_, i) => span(traceId, hex(8), null, i * 10));
    expect((await ingest(initial, busyKey)).status).toBe(200);
    const page = async (query: string) => {
      const res = await get(`/v2/llm/dataset/span?${query}`, project);
      expect(res.status, res.body.message).toBe(200);
      return envelopeOf(SpanDatasetPageSchema).parse(res.body).data;
    };
    const first = await page('limit=10&sort=startMs&order=asc');
    const seen = first.items.map((s) => s.spanId);
    let cursor = first.nextCursor;
    let round = 0;
    while (cursor) {
      // Spans before, among and after the ones already paged, sent while the next page is read.
      const offsets = [-5, round * 100 + 5, 495, 2_000].map((o) => o + round);
      const [, next] = await Promise.all([
        ingest(
          offsets.map((o) => span(hex(16), hex(8), null, o)),
          busyKey,
        ),
        page(`limit=10&sort=startMs&order=asc&pit=${first.pit}&cursor=${encodeURIComponent(cursor)}`),
      ]);
      expect(next.total).toBe(100);
      seen.push(...next.items.map((s) => s.spanId));
      cursor = next.nextCursor;
      round += 1;
    }
    expect(seen).toEqual(initial.map((s) => s.spanId));
    expect((await page('limit=1')).total).toBe(100 + round * 4);
  });

  it('filters and searches the span dataset', async () => {
    const llmGpt = await dataset(`limit=100&${encodeURI('where[kind]=eq:llm&where[model]=contains:gpt')}`);
    expect(llmGpt.total).toBe(10);
    expect(llmGpt.items.every((s) => s.model === 'gpt-4o')).toBe(true);
    const big = await dataset(`limit=100&${encodeURI('where[totalTokens]=gte:25')}&sort=totalTokens&order=asc`);
    expect(big.items.map((s) => s.totalTokens)).toEqual([25, 26, 27, 28, 29]);
    const errors = await dataset(`limit=100&${encodeURI('where[status]=eq:error')}`);
    expect(errors.total).toBe(3);
    const search = await dataset('limit=100&q=number%2017');
    expect(search.items.map((s) => s.input)).toEqual(['question number 17']);
    const bad = await get(
      `/v2/llm/dataset/span?${encodeURI('where[totalTokens]=contains:x&where[nope]=eq:1')}`,
      readProject,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['where[totalTokens]', 'where[nope]']);
  });

  it('pages by duration in both directions without repeats', async () => {
    for (const order of ['asc', 'desc']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pit = '';
      do {
        const page = await dataset(
          `limit=9&sort=durationMs&order=${order}${pit ? `&pit=${pit}` : ''}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        pit = page.pit;
        seen.push(...page.items.map((s) => s.durationMs));
        cursor = page.nextCursor;
      } while (cursor);
      const sorted = [...seen].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(seen).toEqual(sorted);
    }
  });

  it('lists traces with filters, newest first', async () => {
    const res = await get('/v2/llm/traces?limit=5', readProject);
    const page = envelopeOf(TraceListPageSchema).parse(res.body).data;
    expect(page.total).toBe(31);
    expect(page.items[0]?.rootName).toBe('late arrival');
    const errors = envelopeOf(TraceListPageSchema).parse(
      (await get('/v2/llm/traces?hasError=true&limit=50', readProject)).body,
    ).data;
    expect(errors.items.map((i) => i.traceId).sort()).toEqual([traceIds[0], traceIds[10], traceIds[20]].sort());
    const named = envelopeOf(TraceListPageSchema).parse(
      (await get(`/v2/llm/traces?name=summarise&fromMs=${BASE_MS + 10_000}&toMs=${BASE_MS + 20_000}`, readProject))
        .body,
    ).data;
    expect(named.items.map((i) => i.startMs)).toEqual([19, 17, 15, 13, 11].map((i) => BASE_MS + i * 1000));
    const second = envelopeOf(TraceListPageSchema).parse(
      (await get(`/v2/llm/traces?limit=5&pit=${page.pit}&cursor=${encodeURIComponent(page.nextCursor!)}`, readProject))
        .body,
    ).data;
    expect(second.items[0]?.startMs).toBe(BASE_MS + 25_000);
  });

  it('lists sessions and a session’s turns', async () => {
    const sessions = envelopeOf(SessionListPageSchema).parse(
      (await get('/v2/llm/traces/sessions', readProject)).body,
    ).data;
    expect(sessions.items.map((s) => [s.sessionId, s.turnCount])).toEqual([
      ['session-1', 3],
      ['session-0', 3],
    ]);
    const turns = envelopeOf(SessionTurnsSchema).parse(
      (await get('/v2/llm/traces/sessions/session-0', readProject)).body,
    ).data;
    expect(turns.turns.map((x) => [x.input, x.output, x.status])).toEqual([
      ['question number 0', 'answer number 0', 'error'],
      ['question number 2', 'answer number 2', 'ok'],
      ['question number 4', 'answer number 4', 'ok'],
    ]);
    expect(turns.turns[0]?.model).toBe('gpt-4o');
    expect((await get('/v2/llm/traces/sessions/none', readProject)).status).toBe(404);
  });

  it('adds spans and traces to a new dataset', async () => {
    const spans = (await t.services.traces.getTraceSpans(readProject, traceIds[3]!)).filter((s) => s.name === 'llm');
    const res = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/traces/add-to-dataset',
      token: owner.token,
      projectId: readProject,
      payload: {
        newDatasetName: 'From traces',
        traceIds: [traceIds[1], traceIds[2]],
        spans: spans.map((s) => ({ traceId: s.traceId, spanId: s.spanId })),
      },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.inserted).toBe(3);
    const rows = await call(t.app, {
      method: 'GET',
      url: `/v2/llm/dataset/${res.body.data.datasetId}/rows?limit=10`,
      token: owner.token,
      projectId: readProject,
    });
    expect(rows.status, rows.body.message).toBe(200);
    expect(JSON.stringify(rows.body.data)).toContain('question number 1');
    expect(JSON.stringify(rows.body.data)).toContain(traceIds[2]);

    const missing = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/traces/add-to-dataset',
      token: owner.token,
      projectId: readProject,
      payload: { datasetId: res.body.data.datasetId, traceIds: [hex(16)] },
    });
    expect(missing.status).toBe(404);
  });

  it('serves the interface the extraction rules use', async () => {
    const recent = await t.services.traces.listRecentTraces(readProject, 3);
    expect(recent.map((r) => r.rootName)).toEqual(['late arrival', 'summarise document', 'answer question']);
    const spans: Span[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await t.services.traces.listSpansInRange(readProject, {
        fromMs: BASE_MS + 5_000,
        toMs: BASE_MS + 9_999,
        limit: 4,
        ...(cursor ? { cursor } : {}),
      });
      spans.push(...page.spans);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(spans).toHaveLength(10);
    expect(spans.map((s) => s.startMs)).toEqual([...spans.map((s) => s.startMs)].sort((a, b) => a - b));
  });
});
