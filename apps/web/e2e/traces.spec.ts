import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, logInAsDemo } from './support/session';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
  ).toEqual([]);
}

type Seeded = { projectId: string; traceId: string; secondTraceId: string; externalId: string; sessionId: string };

/** Sends two traces of one chat session through the native ingest route, as an editor of the demo project. */
async function seedTraces(request: APIRequestContext): Promise<Seeded> {
  const login = await request.post('/authenticate', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const projects = (await (await request.get('/v2/llm/list-project', { headers: auth })).json()) as {
    data: { content: Array<{ id: string; name: string }> };
  };
  const projectId = projects.data.content.find((p) => p.name === 'Demo project')!.id;
  const traceId = hex(16);
  const secondTraceId = hex(16);
  const externalId = `order-${hex(4)}`;
  const sessionId = `chat-${hex(4)}`;
  const t0 = Date.now() - 60_000;
  const root = hex(8);
  const answer = hex(8);
  const spans = [
    {
      traceId,
      spanId: root,
      name: 'support-agent',
      kind: 'agent',
      startMs: t0,
      durationMs: 900,
      input: 'What is the refund policy?',
      output: 'Refunds are accepted within 30 days.',
      sessionId,
      externalId,
    },
    // The agent loops three times over think -> lookup_policy before it answers.
    ...[0, 1, 2].flatMap((i) => [
      {
        traceId,
        spanId: hex(8),
        parentSpanId: root,
        name: 'think',
        kind: 'llm',
        startMs: t0 + 10 + i * 200,
        durationMs: 80,
      },
      {
        traceId,
        spanId: hex(8),
        parentSpanId: root,
        name: 'lookup_policy',
        kind: 'tool',
        startMs: t0 + 100 + i * 200,
        durationMs: 90,
        input: { query: 'refunds' },
        output: { policy: 'thirty days' },
      },
    ]),
    {
      traceId,
      spanId: answer,
      parentSpanId: root,
      name: 'answer',
      kind: 'llm',
      startMs: t0 + 700,
      durationMs: 150,
      model: 'gpt-4o-mini',
      promptTokens: 40,
      completionTokens: 12,
      totalTokens: 52,
      costUsd: 0.0004,
      input: [
        { role: 'system', content: 'You answer questions about our shop.' },
        { role: 'user', content: 'What is the refund policy?' },
      ],
      output: { role: 'assistant', content: 'Refunds are accepted within 30 days.' },
    },
    {
      traceId: secondTraceId,
      spanId: hex(8),
      name: 'support-agent',
      kind: 'agent',
      startMs: t0 + 5000,
      durationMs: 400,
      input: 'And for sale items?',
      output: 'Sale items can be refunded within 14 days.',
      sessionId,
    },
  ];
  const res = await request.post('/v2/llm/traces/ingest', {
    headers: { ...auth, 'x-project-id': projectId },
    data: { spans },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { projectId, traceId, secondTraceId, externalId, sessionId };
}

let seeded: Seeded;
test.beforeAll(async ({ request }) => {
  seeded = await seedTraces(request);
});

test('open a trace from the list, walk its tree with the keyboard and read a span as chat', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await logInAsDemo(page);
  await page.goto(`/projects/evaluation?projectId=${seeded.projectId}`);
  const traces = page.getByRole('table', { name: 'Traces' });
  await expect(traces).toBeVisible();
  await traces
    .getByRole('row')
    .filter({ hasText: seeded.externalId })
    .getByRole('link', { name: 'support-agent' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Trace view' })).toBeVisible();
  const tree = page.getByRole('tree', { name: /Spans of support-agent/ });
  await expect(tree).toBeVisible();
  // The three think/lookup iterations are folded into one loop row.
  const loop = tree.getByRole('treeitem', { name: /think → lookup_policy × 3/ });
  await expect(loop).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('treeitem', { name: /lookup_policy/ })).toHaveCount(1);

  // Keyboard: root, then the loop row; right opens it, down goes into its first member.
  await tree.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(loop).toHaveAttribute('aria-expanded', 'true');
  // The loop row names the pattern too: the loop and its three lookups.
  await expect(tree.getByRole('treeitem', { name: /lookup_policy/ })).toHaveCount(4);
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { selected: true })).toContainText('think');
  await page.keyboard.press('End');
  const detail = page.getByRole('region', { name: 'answer' });
  await expect(detail).toBeVisible();

  const input = detail.getByRole('list', { name: 'Input' });
  await expect(input.getByRole('listitem')).toHaveCount(2);
  await expect(input).toContainText('What is the refund policy?');
  await detail.getByRole('tab', { name: 'Output' }).click();
  await expect(detail.getByRole('list', { name: 'Output' })).toContainText('Refunds are accepted within 30 days.');
  await expect(detail).toContainText('gpt-4o-mini');
  await expect(detail).toContainText('52');

  // A tool span's input is not chat, so it shows as JSON.
  await tree
    .getByRole('treeitem', { name: /^tool lookup_policy/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'lookup_policy' }).getByRole('group', { name: 'Input' })).toContainText(
    '"query": "refunds"',
  );

  // Search within the trace: matches and the path to them, nothing else.
  await page.getByLabel('Search this trace').fill('answer');
  await expect(tree.getByRole('treeitem')).toHaveCount(2);
  await expect(page.getByText('1 matches').or(page.getByText('1 of 1 matches'))).toBeVisible();
  await page.getByLabel('Search this trace').fill('');
  await expectNoAxeViolations(page);

  // Collapse all hides everything under the root.
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(tree.getByRole('treeitem')).toHaveCount(1);
  await expect(tree.getByRole('treeitem')).toHaveAttribute('aria-expanded', 'false');
});

test('the span table lists spans, filters them, and keeps the chosen columns', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await logInAsDemo(page);
  await page.goto(`/projects/evaluation?projectId=${seeded.projectId}&tab=spans`);
  const table = page.getByRole('table', { name: 'Spans' });
  await expect(table.getByRole('row').filter({ hasText: 'gpt-4o-mini' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Column' }).click();
  await page.getByRole('option', { name: 'traceId', exact: true }).click();
  await page.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'is', exact: true }).click();
  await page.getByLabel('Value').fill(seeded.traceId);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(table.getByRole('row')).toHaveCount(1 + 8);

  await page.getByRole('button', { name: /^Columns/ }).click();
  await page.getByRole('checkbox', { name: 'Session' }).check();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Session' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Spans' }).getByRole('columnheader', { name: 'Session' })).toBeVisible();
});

test('a trace opens by its external id, and an unknown id says so', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto(
    `/projects/evaluation/trace-view-by-external-id?projectId=${seeded.projectId}&externalId=${seeded.externalId}`,
  );
  await expect(page).toHaveURL(new RegExp(`trace-view\\?.*traceId=${seeded.traceId}`));
  await expect(page.getByRole('tree', { name: /Spans of support-agent/ })).toBeVisible();

  await page.goto(
    `/projects/evaluation/trace-view-by-external-id?projectId=${seeded.projectId}&externalId=no-such-order`,
  );
  await expect(page.getByText('No trace has the external id “no-such-order”')).toBeVisible();
});

test('the chat view shows a session as a conversation, each turn linking to its trace', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await logInAsDemo(page);
  await page.goto(`/projects/evaluation/chat-view?projectId=${seeded.projectId}`);
  await page
    .getByRole('navigation', { name: 'Sessions' })
    .getByRole('button', { name: new RegExp(seeded.sessionId) })
    .click();
  const turns = page.getByRole('article');
  await expect(turns).toHaveCount(2);
  await expect(turns.nth(0)).toContainText('What is the refund policy?');
  await expect(turns.nth(0)).toContainText('Refunds are accepted within 30 days.');
  await expect(turns.nth(1)).toContainText('Sale items can be refunded within 14 days.');
  await expectNoAxeViolations(page);
  await turns.nth(1).getByRole('link', { name: 'Open trace' }).click();
  await expect(page).toHaveURL(new RegExp(`traceId=${seeded.secondTraceId}`));
});

test('the agent graph shows who calls what, with per-agent totals', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await logInAsDemo(page);
  await page.goto(`/projects/evaluation/agentic-tracing?projectId=${seeded.projectId}&traceId=${seeded.traceId}`);
  const calls = page.getByRole('region', { name: 'Who calls what' });
  await expect(calls).toContainText('tool lookup_policy — 3 times');
  await expect(calls).toContainText('llm gpt-4o-mini — 1 time');
  const totals = page.getByRole('table', { name: 'Totals per agent' });
  const row = totals.getByRole('row', { name: /support-agent/ });
  // 7 spans: 3 think, 3 lookups, 1 answer; 3 tool calls; 4 model calls; 52 tokens.
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('7');
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');
  await expect(row.getByRole('cell').nth(3)).toHaveText('4');
  await expect(row.getByRole('cell').nth(6)).toHaveText('52');
  await expect(page.getByRole('img', { name: /Call graph/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('add a span to a new dataset from the trace view', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto(`/projects/evaluation/trace-view?projectId=${seeded.projectId}&traceId=${seeded.traceId}`);
  await page
    .getByRole('tree')
    .getByRole('treeitem', { name: /answer/ })
    .click();
  await page.getByRole('button', { name: 'Add span to dataset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to dataset' });
  const segmented = dialog.getByText('New dataset', { exact: true });
  if (await segmented.isVisible()) await segmented.click();
  await dialog.getByLabel('New dataset name').fill(`From traces ${hex(3)}`);
  await dialog.getByRole('button', { name: 'Add to dataset' }).click();
  await expect(page.getByText(/Added 1 row to From traces/)).toBeVisible();
});
