import { expect, test } from '@playwright/test';
import { E2E_FAKE_LLM_PORT } from '../playwright.config';
import { logInAsDemo } from './support/session';

test('add an OpenAI-compatible credential, see it masked, and test the connection', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/settings/credentials');
  await expect(page.getByRole('heading', { name: 'Credentials' })).toBeVisible();
  await page.getByRole('button', { name: 'Add credential' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Provider', exact: true }).click();
  await page.getByRole('option', { name: /OpenAI-compatible/ }).click();
  await dialog.getByLabel('Name').fill('lab-server');
  await dialog.getByLabel('API key').fill('lab-secret-key-4321');
  await dialog.getByLabel('Base URL').fill(`http://127.0.0.1:${E2E_FAKE_LLM_PORT}/v1`);
  await dialog.getByRole('button', { name: 'Save credential' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Credentials' });
  await expect(table.getByText('lab-server')).toBeVisible();
  await expect(table.getByText('••••4321')).toBeVisible();
  await expect(page.getByText('lab-secret-key-4321')).toHaveCount(0);
  await page.getByRole('button', { name: 'Test connection to lab-server' }).click();
  await expect(table.getByText(/Connected/).first()).toBeVisible();
});
