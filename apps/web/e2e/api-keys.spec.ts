import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, logInAsDemo } from './support/session';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/**
 * The open dialog only. Mantine's modal title bar is a <header> element, which axe counts as a second banner
 * landmark next to the app header while any modal is open; that is the library's markup, not this screen's.
 */
async function expectNoAxeViolationsInDialog(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .disableRules(['landmark-no-duplicate-banner', 'landmark-unique'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** A fresh project of the demo user, so the key list starts empty. */
async function createProject(request: APIRequestContext, name: string): Promise<string> {
  const login = await request.post('/authenticate', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await request.post('/v2/llm/project', { headers: { authorization: `Bearer ${token}` }, data: { name } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Sends one span with a key, as an application would; returns the HTTP status. */
async function sendSpan(request: APIRequestContext, key: string): Promise<number> {
  const res = await request.post('/v2/llm/traces/ingest', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      spans: [{ traceId: hex(16), spanId: hex(8), name: 'ping', kind: 'custom', startMs: Date.now(), durationMs: 1 }],
    },
  });
  return res.status();
}

test('create an API key, copy the secret shown once, and revoke it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const projectId = await createProject(request, `Keys ${hex(3)}`);
  await logInAsDemo(page);
  await page.goto(`/projects/api-keys?projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  await expect(page.getByText(/OpenTelemetry exporter at/)).toContainText('/v1/traces');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('e2e exporter');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText("You won't see this key again")).toBeVisible();
  const key = (await dialog.getByTestId('new-api-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^assay_/);
  await expectNoAxeViolationsInDialog(page);
  await dialog.getByRole('button', { name: 'Copy key' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'API keys' });
  const row = table.getByRole('row', { name: /e2e exporter/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  expect(key.startsWith((await row.getByRole('code').textContent())!.replace('…', ''))).toBe(true);
  expect(await sendSpan(request, key)).toBe(200);
  await page.reload();
  await expect(row.getByText('Never')).toHaveCount(0);

  await row.getByRole('button', { name: 'Revoke e2e exporter' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm).toContainText('e2e exporter');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  expect(await sendSpan(request, key)).toBe(401);
});
