import { DatasetRowsPageSchema, DatasetSchema } from '@assay/shared/contracts/datasets';
import { envelopeOf } from '@assay/shared/contracts/envelope';
import {
  ExtractionPreviewSchema,
  ExtractionRuleListSchema,
  ExtractionRuleSchema,
  type CreateExtractionRuleRequest,
} from '@assay/shared/contracts/extraction-rules';
import { JobSchema } from '@assay/shared/contracts/jobs';
import { randomBytes } from 'node:crypto';
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
let apiKey: string;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function shareAs(user: TestUser, accessLevel: 'viewer' | 'editor') {
  await shareProject(t, owner, projectId, user, accessLevel);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Rule Owner');
  viewer = await createUser(t, 'Rule Viewer');
  projectId = await createProject(t, owner, 'Rules project');
  await shareAs(viewer, 'viewer');
  const key = await call(t.app, {
    method: 'POST',
    url: '/v2/llm/api-keys',
    token: owner.token,
    projectId,
    payload: { name: 'rules test' },
  });
  expect(key.status).toBe(200);
  apiKey = key.body.data.key as string;
});
afterAll(async () => {
  await t.close();
});

const api = (options: Parameters<typeof call>[1], user: TestUser = owner) =>
  call(t.app, { token: user.token, projectId, ...options });

/** A trace as an application would send it: an agent root, an LLM call and a tool call. */
function makeTrace(answer: unknown = '4', startMs = Date.now() - 1000) {
  const traceId = hex(16);
  const root = hex(8);
  const spans = [
    { traceId, spanId: root, name: 'agent.run', kind: 'agent', startMs, durationMs: 900, input: 'go', output: 'done' },
    {
      traceId,
      spanId: hex(8),
      parentSpanId: root,
      name: 'openai.chat',
      kind: 'llm',
      startMs: startMs + 10,
      durationMs: 500,
      input: {
        messages: [
          { role: 'system', content: 'Be brief' },
          { role: 'user', content: 'What is 2+2?' },
        ],
      },
      output: { choices: [{ message: { content: answer } }] },
      attributes: { 'llm.model_name': 'gpt-4o-mini', score: '0.75' },
    },
    {
      traceId,
      spanId: hex(8),
      parentSpanId: root,
      name: 'search',
      kind: 'tool',
      startMs: startMs + 600,
      durationMs: 100,
      input: 'q',
      output: 'r',
    },
  ];
  return { traceId, spans };
}

async function ingest(spans: unknown[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/llm/traces/ingest',
    headers: { authorization: `Bearer ${apiKey}` },
    payload: { spans },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const ruleBody = (overrides: Partial<CreateExtractionRuleRequest> = {}): CreateExtractionRuleRequest => ({
  name: `Rule ${hex(3)}`,
  newDatasetName: `Answers ${hex(3)}`,
  selector: { kinds: ['llm'], namePattern: 'openai.*', attributeMatches: [{ key: 'llm.model_name', op: 'exists' }] },
  mappings: [
    { column: 'prompt', role: 'prompt', type: 'string', source: 'input', path: '$.messages[-1].content' },
    { column: 'response', role: 'response', type: 'string', source: 'output', path: '$.choices[0].message.content' },
    { column: 'score', role: 'metadata', type: 'number', source: 'attributes', path: '$.score' },
    { column: 'trace', role: 'trace_id', type: 'string', source: 'span', path: '$.traceId' },
  ],
  ...overrides,
});

async function createRule(overrides: Partial<CreateExtractionRuleRequest> = {}) {
  const res = await api({ method: 'POST', url: '/v2/llm/extraction-rules', payload: ruleBody(overrides) });
  expect(res.status, res.body.message).toBe(200);
  return envelopeOf(ExtractionRuleSchema).parse(res.body).data;
}

async function getRule(id: string) {
  const res = await api({ method: 'GET', url: `/v2/llm/extraction-rules/${id}` });
  return envelopeOf(ExtractionRuleSchema).parse(res.body).data;
}

async function datasetRows(datasetId: string) {
  const res = await api({ method: 'GET', url: `/v2/llm/dataset/${datasetId}/rows?limit=500&order=asc` });
  expect(res.status, res.body.message).toBe(200);
  return envelopeOf(DatasetRowsPageSchema)
    .parse(res.body)
    .data.items.map((r) => r.values);
}

/** Waits until the rules' in-memory batch after ingest has been evaluated and written. */
async function settle() {
  await new Promise((r) => setTimeout(r, 50));
  await t.services.extractionRules.flush();
}

describe('extraction rule CRUD', () => {
  it('creates a rule with a new dataset made from its columns, lists, renames, pauses and deletes it', async () => {
    const rule = await createRule({ name: 'LLM answers', newDatasetName: 'LLM answers data' });
    expect(rule).toMatchObject({
      name: 'LLM answers',
      isActive: true,
      datasetName: 'LLM answers data',
      rowsProduced: 0,
    });
    const dataset = await api({ method: 'GET', url: `/v2/llm/dataset/${rule.datasetId}` });
    expect(envelopeOf(DatasetSchema).parse(dataset.body).data.columns).toEqual([
      { name: 'prompt', role: 'prompt', type: 'string' },
      { name: 'response', role: 'response', type: 'string' },
      { name: 'score', role: 'metadata', type: 'number' },
      { name: 'trace', role: 'trace_id', type: 'string' },
    ]);

    const duplicate = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules',
      payload: ruleBody({ name: 'LLM answers' }),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual({ name: ['This name is taken'] });

    const listed = await api({ method: 'GET', url: '/v2/llm/extraction-rules' }, viewer);
    expect(
      envelopeOf(ExtractionRuleListSchema)
        .parse(listed.body)
        .data.content.map((r) => r.name),
    ).toContain('LLM answers');

    const updated = await api({
      method: 'PUT',
      url: `/v2/llm/extraction-rules/${rule.id}`,
      payload: { name: 'LLM answers v2', isActive: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'LLM answers v2', isActive: false, datasetId: rule.datasetId });

    expect((await api({ method: 'DELETE', url: `/v2/llm/extraction-rules/${rule.id}` })).status).toBe(200);
    expect((await api({ method: 'GET', url: `/v2/llm/extraction-rules/${rule.id}` })).status).toBe(404);
    // The dataset and its rows stay.
    expect((await api({ method: 'GET', url: `/v2/llm/dataset/${rule.datasetId}` })).status).toBe(200);
  });

  it('refuses invalid rules with field errors', async () => {
    const res = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules',
      payload: ruleBody({
        selector: { namePattern: '/(unclosed/', attributeMatches: [{ key: 'a', op: 'regex', value: '[' }] },
        mappings: [
          { column: 'a', role: 'plain', type: 'string', source: 'input', path: 'no-dollar' },
          { column: 'b', role: 'plain', type: 'string', source: 'input', path: '$.a[' },
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'selector.namePattern': [expect.stringMatching(/Not a valid regular expression/)],
      'selector.attributeMatches.0.value': [expect.stringMatching(/Not a valid regular expression/)],
      'mappings.0.path': ['A path starts with $, e.g. $.messages[-1].content'],
      'mappings.1.path': [expect.stringMatching(/Unclosed "\[" at position 4/)],
    });

    const wrongEnums = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules',
      payload: ruleBody({
        mappings: [{ column: 'a', role: 'judge' as 'plain', type: 'string', source: 'nowhere' as 'input', path: '$' }],
      }),
    });
    expect(wrongEnums.status).toBe(400);
    expect(Object.keys(wrongEnums.body.errors ?? {}).sort()).toEqual(['mappings.0.role', 'mappings.0.source']);

    const noTarget = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules',
      payload: { ...ruleBody(), newDatasetName: undefined },
    });
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.errors).toHaveProperty('datasetId');

    const twice = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules',
      payload: ruleBody({
        mappings: [
          { column: 'x', role: 'plain', type: 'string', source: 'input', path: '$' },
          { column: 'x', role: 'plain', type: 'string', source: 'output', path: '$' },
        ],
      }),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ 'mappings.1.column': ['Column "x" is mapped twice'] });
  });

  it('checks the mappings against an existing dataset', async () => {
    const first = await createRule();
    const mismatch = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules',
      payload: ruleBody({
        newDatasetName: undefined,
        datasetId: first.datasetId!,
        mappings: [
          { column: 'prompt', role: 'prompt', type: 'number', source: 'input', path: '$' },
          { column: 'nope', role: 'plain', type: 'string', source: 'input', path: '$' },
        ],
      }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({
      'mappings.0.type': [expect.stringMatching(/holds string values/)],
      'mappings.1.column': [expect.stringMatching(/has no column "nope"/)],
    });
    const unknownDataset = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules',
      payload: ruleBody({ newDatasetName: undefined, datasetId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknownDataset.status).toBe(400);
    expect(unknownDataset.body.errors).toEqual({ datasetId: ['Choose a dataset'] });
  });

  it('lets a viewer read and preview but not write', async () => {
    const rule = await createRule();
    const asViewer = (options: Parameters<typeof call>[1]) => api(options, viewer);
    expect((await asViewer({ method: 'GET', url: `/v2/llm/extraction-rules/${rule.id}` })).status).toBe(200);
    expect((await asViewer({ method: 'POST', url: '/v2/llm/extraction-rules', payload: ruleBody() })).status).toBe(403);
    expect(
      (await asViewer({ method: 'PUT', url: `/v2/llm/extraction-rules/${rule.id}`, payload: { isActive: false } }))
        .status,
    ).toBe(403);
    expect((await asViewer({ method: 'DELETE', url: `/v2/llm/extraction-rules/${rule.id}` })).status).toBe(403);
    expect(
      (
        await asViewer({
          method: 'POST',
          url: `/v2/llm/extraction-rules/${rule.id}/backfill`,
          payload: { fromMs: 0, toMs: Date.now() },
        })
      ).status,
    ).toBe(403);
    const preview = await asViewer({
      method: 'POST',
      url: '/v2/llm/extraction-rules/preview',
      payload: { rule: { selector: rule.selector, mappings: rule.mappings } },
    });
    expect(preview.status).toBe(200);
    expect((await getRule(rule.id)).isActive).toBe(true);
  });
});

describe('preview', () => {
  it('runs an unsaved rule over a real trace and shows rows, matched spans and problems', async () => {
    const trace = makeTrace('four');
    await ingest(trace.spans);
    const { selector, mappings } = ruleBody();
    const res = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules/preview',
      payload: {
        traceId: trace.traceId,
        rule: {
          selector,
          mappings: [
            ...mappings!,
            { column: 'missing', role: 'plain', type: 'string', source: 'input', path: '$.nope' },
            { column: 'bad', role: 'plain', type: 'number', source: 'attributes', path: "$['llm.model_name']" },
          ],
        },
      },
    });
    expect(res.status, res.body.message).toBe(200);
    const preview = envelopeOf(ExtractionPreviewSchema).parse(res.body).data;
    expect(preview.trace).toMatchObject({ traceId: trace.traceId, rootName: 'agent.run' });
    expect(preview.spanCount).toBe(3);
    expect(preview.matchedSpans).toEqual([expect.objectContaining({ name: 'openai.chat', kind: 'llm' })]);
    expect(preview.rows).toEqual([
      expect.objectContaining({
        values: {
          prompt: 'What is 2+2?',
          response: 'four',
          score: 0.75,
          trace: trace.traceId,
          missing: null,
          bad: null,
        },
      }),
    ]);
    expect(preview.issues.map((i) => [i.column, i.kind])).toEqual([
      ['missing', 'missing'],
      ['bad', 'invalid'],
    ]);

    const latest = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules/preview',
      payload: { rule: { selector, mappings } },
    });
    expect(latest.body.data.trace).not.toBeNull();

    const unknown = await api({
      method: 'POST',
      url: '/v2/llm/extraction-rules/preview',
      payload: { traceId: hex(16), rule: { selector, mappings } },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('applying rules to incoming traces', () => {
  it('writes one row per matching span, once, even when spans are sent again', async () => {
    const rule = await createRule();
    const paused = await createRule({ isActive: false });
    const trace = makeTrace('4');
    await ingest(trace.spans);
    await settle();
    const rows = await waitFor(async () => {
      const r = await datasetRows(rule.datasetId!);
      return r.length > 0 && r;
    });
    expect(rows).toEqual([{ prompt: 'What is 2+2?', response: '4', score: 0.75, trace: trace.traceId }]);
    const after = await getRule(rule.id);
    expect(after).toMatchObject({ rowsProduced: 1, lastError: null });
    expect(after.lastRunAt).not.toBeNull();
    expect(await datasetRows(paused.datasetId!)).toEqual([]);

    await ingest(trace.spans);
    await ingest(trace.spans);
    await settle();
    expect(await datasetRows(rule.datasetId!)).toHaveLength(1);
    expect((await getRule(rule.id)).rowsProduced).toBe(1);
  });

  it('shows values that do not fit their column as the rule error, and clears it on a clean run', async () => {
    const rule = await createRule({
      mappings: [
        {
          column: 'response',
          role: 'response',
          type: 'number',
          source: 'output',
          path: '$.choices[0].message.content',
        },
      ],
    });
    await ingest(makeTrace('not a number').spans);
    await settle();
    const failed = await waitFor(async () => {
      const r = await getRule(rule.id);
      return r.lastError !== null && r;
    });
    expect(failed.lastError).toMatch(/Column "response" left empty .*"not a number" is not a number/);
    expect(failed.rowsProduced).toBe(1);

    await ingest(makeTrace(42).spans);
    await settle();
    const clean = await waitFor(async () => {
      const r = await getRule(rule.id);
      return r.rowsProduced === 2 && r;
    });
    expect(clean.lastError).toBeNull();
    expect(await datasetRows(rule.datasetId!)).toEqual([{ response: null }, { response: 42 }]);
  });
});

describe('backfill', () => {
  it('runs a rule over past spans as a job, and adds nothing when run again', async () => {
    const base = Date.now() - 60 * 60 * 1000;
    const old = [makeTrace('a', base), makeTrace('b', base + 1000), makeTrace('c', base - 10 * 60 * 60 * 1000)];
    for (const trace of old) await ingest(trace.spans);
    await settle();
    const rule = await createRule({ isActive: false });

    const bad = await api({
      method: 'POST',
      url: `/v2/llm/extraction-rules/${rule.id}/backfill`,
      payload: { fromMs: 100, toMs: 50 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ toMs: ['The end must be after the start'] });

    const runBackfill = async () => {
      const res = await api({
        method: 'POST',
        url: `/v2/llm/extraction-rules/${rule.id}/backfill`,
        payload: { fromMs: base - 60_000, toMs: base + 60_000 },
      });
      expect(res.status, res.body.message).toBe(200);
      const job = envelopeOf(JobSchema).parse(res.body).data;
      return waitFor(async () => {
        const r = await api({ method: 'GET', url: `/v2/llm/jobs/${job.id}` });
        const current = envelopeOf(JobSchema).parse(r.body).data;
        return ['succeeded', 'failed', 'cancelled'].includes(current.status) && current;
      });
    };

    const first = await runBackfill();
    expect(first.status).toBe('succeeded');
    const responses = (await datasetRows(rule.datasetId!)).map((r) => r.response).sort();
    expect(responses).toEqual(['a', 'b']);
    expect((await getRule(rule.id)).rowsProduced).toBe(2);

    const second = await runBackfill();
    expect(second.status).toBe('succeeded');
    expect(await datasetRows(rule.datasetId!)).toHaveLength(2);
  });
});
