import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { logInAsDemo } from './support/session';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test.describe('accessibility', () => {
  test('login page', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('projects and settings', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await logInAsDemo(page);
    await expect(page.getByRole('link', { name: 'Demo project' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/settings/profile');
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/settings/organisation-users');
    await expect(page.getByRole('heading', { name: 'Organisation users' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('routes and layouts', () => {
  test('every project route renders inside the project layout, /settings redirects, unknown paths show 404', async ({
    page,
  }) => {
    await logInAsDemo(page);
    await page.getByRole('link', { name: 'Demo project' }).click();
    await expect(page).toHaveURL(/\/projects\/datasets\?projectId=/);
    const projectId = new URL(page.url()).searchParams.get('projectId');
    for (const route of [
      'datasets',
      'playground',
      'evaluation',
      'guardrails',
      'guardrails/abc',
      'extraction-rules',
      'extraction-rules/abc',
      'custom-metric',
      'custom-metric/abc',
      'finetuning',
      'finetuning/abc',
      'deployment',
      'snapshots',
      'job-status',
      'api-keys',
      'evaluation/agentic-tracing',
      'evaluation/trace-view',
      'evaluation/chat-view',
      'evaluation/dataset-comparison',
      'evaluation/trace-view-by-external-id',
      'evaluation/my-compare',
    ]) {
      await page.goto(`/projects/${route}?projectId=${projectId}`);
      await expect(page.getByRole('navigation', { name: /project/i }), route).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      await expect(page.getByText('Something went wrong'), route).toHaveCount(0);
    }
    for (const route of [
      '/dashboard',
      '/projects',
      '/request-access',
      '/settings/credentials',
      '/settings/secrets',
      '/settings/usage-metrics',
      '/settings/billing',
    ]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    }
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await page.goto('/no/such/page');
    await expect(page.getByText(/page not found|404/i).first()).toBeVisible();
    for (const route of ['/splash-screen', '/guided-tour', '/billing/success', '/forgot-password', '/signup']) {
      await page.goto(route);
      await expect(page.getByText('Something went wrong'), route).toHaveCount(0);
    }
  });

  test('a page that fails to load shows the fallback with Home and Try Again', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await logInAsDemo(page);
    // Break every lazily loaded chunk from now on, as a deploy that removed old assets would.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByText('Failed to load this page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();
    await page.unroute(/\/assets\/.*\.js$/);
    // Coming back online after the error reloads the page, which now loads.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(page.getByText('Something went wrong')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  });

  test('toasts appear bottom-centre and can be closed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('demo@assay.local');
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' });
    await expect(toast).toBeVisible();
    await expect(toast.getByText('Error')).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(40);
    expect(box && viewport && box.y).toBeGreaterThan((viewport?.height ?? 0) / 2);
    await toast.getByRole('button').click();
    await expect(toast).toBeHidden();
  });
});

test('rename a project from its row menu', async ({ page }) => {
  await logInAsDemo(page);
  await page.getByRole('button', { name: 'New project' }).first().click();
  const name = `Rename me ${Date.now()}`;
  await page.getByRole('dialog').getByLabel('Project name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();
  await page.goto('/projects');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename project' });
  await expect(dialog.getByLabel('Project name')).toHaveValue(name);
  await dialog.getByLabel('Project name').fill(`${name} renamed`);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('link', { name: `${name} renamed` })).toBeVisible();
});
