import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { logInAsDemo } from './support/session';

// The e2e server leaves MODELS_DIR unset, so it is DATA_DIR/models.
const modelsDir = path.join(E2E_DATA_DIR, 'models');
const modelFile = path.join(modelsDir, 'e2e-tiny.gguf');
const root = path.resolve(import.meta.dirname, '../../..');

/** The server's tiny test model (apps/server/test/tiny-gguf.ts), written by its own script: the web never imports server code. */
function writeTinyModel(file: string) {
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/test/write-tiny-gguf.ts', file], { cwd: root });
}

test.afterEach(() => {
  rmSync(modelFile, { force: true });
});

test('the credentials screen says where to put a .gguf file, then lists it, and the playground runs it', async ({
  page,
}) => {
  rmSync(modelFile, { force: true });
  await logInAsDemo(page);
  await page.goto('/settings/credentials');
  const section = page.getByRole('region', { name: 'Local models' });
  await expect(section.getByText(modelsDir).first()).toBeVisible();
  await expect(section.getByText(/No local models yet/)).toBeVisible();

  writeTinyModel(modelFile);
  await page.reload();
  await expect(section.getByRole('list', { name: 'Local models' }).getByText('local/e2e-tiny')).toBeVisible();

  await page.goto('/projects');
  await page.getByRole('link', { name: 'Demo project' }).click();
  await page.getByRole('link', { name: 'Playground' }).click();
  await page.getByRole('button', { name: 'New prompt' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Prompt name').fill(`Local ${Date.now()}`);
  await dialog.getByRole('button', { name: 'Create prompt' }).click();
  await expect(dialog).toBeHidden();
  const column = page.getByRole('region', { name: 'Column 1' });
  await column.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'e2e-tiny', exact: true }).click();

  // The real load-and-generate path: the tiny model answers gibberish, counted by its own tokenizer, for free.
  await column.getByRole('textbox', { name: 'Message 1', exact: true }).fill('hello the');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(column.getByText(/Tokens: \d/)).toBeVisible({ timeout: 30_000 });
  await expect(column.getByText(/Cost: \$0(\.0+)?\b/)).toBeVisible();
});
