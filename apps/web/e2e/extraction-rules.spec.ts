import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, logInAsDemo } from './support/session';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`)).toEqual([]);
}

type Setup = { projectId: string; token: string; apiKey: string };

/** A fresh project of the demo user with an API key, through the real API. */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const login = await request.post('/authenticate', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const project = await request.post('/v2/llm/project', { headers: auth, data: { name: `Rules ${hex(3)}` } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { data: { id: string } }).data.id;
  const key = await request.post('/v2/llm/api-keys', {
    headers: { ...auth, 'x-project-id': projectId },
    data: { name: 'e2e rules' },
  });
  expect(key.ok(), await key.text()).toBe(true);
  return { projectId, token, apiKey: ((await key.json()) as { data: { key: string } }).data.key };
}

/** Sends a trace (an agent with one LLM call) with the project's key, through the native ingest route. */
async function sendTrace(request: APIRequestContext, apiKey: string, question: string, answer: string) {
  const traceId = hex(16);
  const root = hex(8);
  const t0 = Date.now() - 5_000;
  const res = await request.post('/v2/llm/traces/ingest', {
    headers: { authorization: `Bearer ${apiKey}` },
    data: {
      spans: [
        { traceId, spanId: root, name: 'support-agent', kind: 'agent', startMs: t0, durationMs: 900 },
        {
          traceId,
          spanId: hex(8),
          parentSpanId: root,
          name: 'openai.chat',
          kind: 'llm',
          startMs: t0 + 10,
          durationMs: 500,
          input: { messages: [{ role: 'user', content: question }] },
          output: { choices: [{ message: { content: answer } }] },
        },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return traceId;
}

async function datasetRows(request: APIRequestContext, setup: Setup, datasetId: string) {
  const res = await request.get(`/v2/llm/dataset/${datasetId}/rows?limit=100&order=asc`, {
    headers: { authorization: `Bearer ${setup.token}`, 'x-project-id': setup.projectId },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { items: Array<{ values: Record<string, unknown> }> } }).data.items.map(
    (r) => r.values,
  );
}

test('create an extraction rule from a preview, and see a newly sent trace become a row of its dataset', async ({
  page,
  request,
}) => {
  const setup = await setUp(request);
  await sendTrace(request, setup.apiKey, 'What is 2+2?', 'four');
  await logInAsDemo(page);
  await page.goto(`/projects/extraction-rules?projectId=${setup.projectId}`);
  await expect(page.getByRole('heading', { name: 'No extraction rules yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Create rule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New extraction rule' })).toBeVisible();
  await page.getByLabel('Rule name').fill('Support answers');
  await page.getByLabel('New dataset name').fill('Support answers data');
  await page.getByLabel('Span name pattern').fill('/^openai\\./');
  await page.getByLabel('Column 1 path').fill('$.messages[-1].content');
  await page.getByLabel('Column 2 path').fill('$.choices[0].message.content');

  // A broken path is caught before anything is sent.
  await page.getByLabel('Column 2 path').fill('choices');
  await page.getByRole('button', { name: 'Run preview' }).click();
  await expect(page.getByText(/A path starts with \$/)).toBeVisible();
  await page.getByLabel('Column 2 path').fill('$.choices[0].message.content');

  await page.getByRole('button', { name: 'Run preview' }).click();
  const previewRows = page.getByRole('table', { name: 'Preview rows' });
  await expect(previewRows.getByRole('cell', { name: 'What is 2+2?' })).toBeVisible();
  await expect(previewRows.getByRole('cell', { name: 'four' })).toBeVisible();
  await expect(page.getByText(/1 of 2 spans matched, 1 row would be written/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support answers' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/extraction-rules\/[0-9a-f-]{36}\?projectId=/);

  // A trace sent after the rule exists becomes a row of the new dataset.
  await sendTrace(request, setup.apiKey, 'Where is my order?', 'It ships tomorrow.');
  await page.getByRole('link', { name: 'Add Rules' }).click();
  const table = page.getByRole('table', { name: 'Extraction rules' });
  const row = table.getByRole('row', { name: /Support answers/ });
  await expect(row.getByRole('cell', { name: 'Support answers data' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole('cell', { name: 'None' })).toBeVisible();
  await expectNoAxeViolations(page);

  const rulesRes = await request.get('/v2/llm/extraction-rules', {
    headers: { authorization: `Bearer ${setup.token}`, 'x-project-id': setup.projectId },
  });
  const rule = ((await rulesRes.json()) as { data: { content: Array<{ id: string; datasetId: string }> } }).data
    .content[0]!;
  expect(await datasetRows(request, setup, rule.datasetId)).toEqual([
    { prompt: 'Where is my order?', response: 'It ships tomorrow.' },
  ]);

  // A backfill picks up the trace sent before the rule existed, as a job.
  await row.getByRole('link', { name: 'Support answers' }).click();
  await page.getByRole('button', { name: 'Backfill past traces' }).click();
  const dialog = page.getByRole('dialog', { name: 'Backfill past traces' });
  await dialog.getByRole('button', { name: 'Start backfill' }).click();
  await expect(dialog.getByText('Backfill queued')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Follow its progress in Job Status' })).toBeVisible();
  await expect
    .poll(async () => (await datasetRows(request, setup, rule.datasetId)).map((r) => r.response).sort(), {
      timeout: 15_000,
    })
    .toEqual(['It ships tomorrow.', 'four']);
  await dialog.getByRole('link', { name: 'Follow its progress in Job Status' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job status' })).toBeVisible();

  // Pausing stops new rows; deleting keeps the dataset.
  await page.getByRole('link', { name: 'Add Rules' }).click();
  await page.getByRole('switch', { name: 'Support answers is active' }).click();
  await expect(page.getByRole('switch', { name: 'Support answers is active' })).not.toBeChecked();
  await sendTrace(request, setup.apiKey, 'Paused?', 'yes');
  await page.getByRole('button', { name: 'Delete Support answers' }).click();
  await page
    .getByRole('dialog', { name: 'Delete extraction rule' })
    .getByRole('button', { name: 'Delete rule' })
    .click();
  await expect(page.getByRole('heading', { name: 'No extraction rules yet' })).toBeVisible();
  expect(await datasetRows(request, setup, rule.datasetId)).toHaveLength(2);
});
