import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E_FAKE_LLM_PORT } from '../playwright.config';
import { DEMO_EMAIL, DEMO_PASSWORD, logInAsDemo } from './support/session';

const fakeLlm = `http://127.0.0.1:${E2E_FAKE_LLM_PORT}`;

/** Queues replies on the loopback model server (its control route, for browser tests only). */
async function scriptModel(request: APIRequestContext, replies: unknown[]) {
  await request.post(`${fakeLlm}/__reset`);
  await request.post(`${fakeLlm}/__script`, { data: replies });
}

/** An OpenAI-compatible credential named `fake` pointing at the loopback model server, once. */
async function ensureCredential(request: APIRequestContext) {
  const login = await request.post('/authenticate', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const existing = (await (await request.get('/credential', { headers })).json()) as {
    data: { content: Array<{ name: string }> };
  };
  if (!existing.data.content.some((c) => c.name === 'fake')) {
    const res = await request.post('/credential', {
      headers,
      data: { provider: 'openai-compatible', name: 'fake', apiKey: '', baseUrl: `${fakeLlm}/v1` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

async function openPlayground(page: Page) {
  await logInAsDemo(page);
  await page.getByRole('link', { name: 'Demo project' }).click();
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
}

async function createPrompt(page: Page, name: string) {
  await page.getByRole('button', { name: 'New prompt' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Prompt name').fill(name);
  await dialog.getByRole('button', { name: 'Create prompt' }).click();
  await expect(dialog).toBeHidden();
}

async function chooseModel(column: ReturnType<Page['getByRole']>, page: Page, model = 'fake-model') {
  await column.getByRole('combobox', { name: 'Model' }).click();
  // Every credential in these tests points at the same loopback server, so any listing of the model will do.
  await page.getByRole('option', { name: model, exact: true }).first().click();
}

test.beforeEach(async ({ request }) => {
  await ensureCredential(request);
});

test('write a prompt with {{question}}, fill it, run it and watch the answer stream in', async ({ page, request }) => {
  await openPlayground(page);
  await createPrompt(page, `Streaming ${Date.now()}`);
  const column = page.getByRole('region', { name: 'Column 1' });
  await column.getByRole('textbox', { name: 'Message 1', exact: true }).fill('You answer maths questions.');
  await column.getByRole('button', { name: 'Add message' }).click();
  await column.getByRole('textbox', { name: 'Message 2', exact: true }).fill('Answer this: {{question}}');
  await page.getByRole('textbox', { name: 'question', exact: true }).fill('What is 2 + 2?');
  await chooseModel(column, page);

  await scriptModel(request, [
    {
      kind: 'text',
      text: 'It is four, obviously.',
      chunks: ['It is ', 'four, ', 'obviously.'],
      delayMsBetweenChunks: 400,
    },
  ]);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const response = column.getByRole('log', { name: 'Response' });
  // The first piece is on screen while the model is still sending the rest.
  await expect(response).toContainText('It is', { timeout: 5000 });
  await expect(response).not.toContainText('obviously');
  await expect(response).toContainText('It is four, obviously.');
  await expect(column.getByText(/Tokens:/)).toBeVisible();
});

test('the two validation toasts', async ({ page }) => {
  await openPlayground(page);
  await createPrompt(page, `Validation ${Date.now()}`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByText('Please fill all the prompt fields')).toBeVisible();
  const column = page.getByRole('region', { name: 'Column 1' });
  await column.getByRole('textbox', { name: 'Message 1', exact: true }).fill('You are helpful.');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByText('Please select a model')).toBeVisible();
});

test('compare two models side by side, and an error from the provider shows in its column', async ({
  page,
  request,
}) => {
  await openPlayground(page);
  await createPrompt(page, `Compare ${Date.now()}`);
  const first = page.getByRole('region', { name: 'Column 1' });
  await first.getByRole('textbox', { name: 'Message 1', exact: true }).fill('Say something.');
  await chooseModel(first, page, 'fake-model');
  await page.getByRole('switch', { name: 'Compare' }).click();
  const second = page.getByRole('region', { name: 'Column 2' });
  await second.getByRole('textbox', { name: 'Message 1', exact: true }).fill('Say something else.');
  await chooseModel(second, page, 'fake-model-mini');

  await scriptModel(request, [
    { kind: 'text', text: 'From the first model.' },
    {
      kind: 'status',
      status: 400,
      body: { error: { message: 'This model is overloaded, try later', type: 'invalid_request_error' } },
    },
  ]);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(first.getByRole('log', { name: 'Response' })).toContainText('From the first model.');
  await expect(second.getByRole('alert').filter({ hasText: 'This model is overloaded, try later' })).toBeVisible();
});

test('commit versions, reload (unsaved work survives), and select an earlier version', async ({ page }) => {
  await openPlayground(page);
  const name = `Versioned ${Date.now()}`;
  await createPrompt(page, name);
  const column = page.getByRole('region', { name: 'Column 1' });
  const message = column.getByRole('textbox', { name: 'Message 1', exact: true });
  await chooseModel(column, page);
  for (const [text, versionName] of [
    ['Version one text', 'first'],
    ['Version two text', 'second'],
  ]) {
    await message.fill(text ?? '');
    await column.getByRole('button', { name: 'Commit version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Commit a version' });
    await dialog.getByRole('textbox', { name: 'Version name' }).fill(versionName ?? '');
    await dialog.getByRole('button', { name: 'Commit version' }).click();
    await expect(dialog).toBeHidden();
  }

  await message.fill('Edited after commit');
  await page.waitForTimeout(1200); // the draft autosave runs 800 ms after the last edit
  await page.reload();
  await page.getByRole('button', { name, exact: true }).click();
  const reloaded = page.getByRole('region', { name: 'Column 1' });
  await expect(reloaded.getByRole('textbox', { name: 'Message 1', exact: true })).toHaveValue('Edited after commit');

  await reloaded.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: /v1 · first/ }).click();
  // There are unsaved edits, so the playground asks before replacing them.
  await page.getByRole('dialog', { name: 'Load this version?' }).getByRole('button', { name: 'Load version' }).click();
  await expect(reloaded.getByRole('textbox', { name: 'Message 1', exact: true })).toHaveValue('Version one text');
});

test('optimize: the suggestion shows as a diff and can be accepted into the draft', async ({ page, request }) => {
  await openPlayground(page);
  await createPrompt(page, `Optimize ${Date.now()}`);
  const column = page.getByRole('region', { name: 'Column 1' });
  await column.getByRole('textbox', { name: 'Message 1', exact: true }).fill('Answer: {{question}}');
  await chooseModel(column, page);
  await scriptModel(request, [
    {
      kind: 'text',
      text: JSON.stringify({
        textFields: [{ role: 'system', content: 'Answer in one sentence: {{question}}' }],
        rationale: 'Asks for brevity.',
      }),
    },
  ]);
  await column.getByRole('button', { name: 'Optimize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Optimize prompt' });
  await dialog.getByRole('textbox', { name: 'Goal' }).fill('shorter answers');
  await dialog.getByRole('button', { name: 'Suggest' }).click();
  await expect(dialog.getByText('Asks for brevity.')).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: 'Differences between the current and suggested messages' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept suggestion' }).click();
  await expect(column.getByRole('textbox', { name: 'Message 1', exact: true })).toHaveValue(
    'Answer in one sentence: {{question}}',
  );
});

test('batch run over CSV rows in the background, with results per row', async ({ page, request }) => {
  await openPlayground(page);
  await createPrompt(page, `Batch ${Date.now()}`);
  const column = page.getByRole('region', { name: 'Column 1' });
  await column.getByRole('textbox', { name: 'Message 1', exact: true }).fill('Weather in {{city}}?');
  await chooseModel(column, page);
  await scriptModel(request, [
    { kind: 'text', text: 'Oslo is cold.' },
    { kind: 'text', text: 'Lima is mild.' },
  ]);
  await page.getByRole('button', { name: 'Batch run' }).click();
  const drawer = page.getByRole('dialog', { name: 'Batch run' });
  await drawer.getByRole('textbox', { name: 'Rows (CSV)' }).fill('city\nOslo\nLima');
  await drawer.getByRole('textbox', { name: 'Concurrency' }).fill('1');
  await drawer.getByRole('button', { name: 'Start batch run' }).click();
  const results = drawer.getByRole('table', { name: 'Batch results' });
  await expect(results.getByText('Oslo is cold.')).toBeVisible({ timeout: 15_000 });
  await expect(results.getByText('Lima is mild.')).toBeVisible();
});

test('rename a prompt, move it to a folder, and refuse an empty name', async ({ page }) => {
  await openPlayground(page);
  const name = `Renamable ${Date.now()}`;
  await createPrompt(page, name);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename prompt' });
  await expect(rename.getByLabel('Prompt name')).toHaveValue(name);
  await rename.getByLabel('Prompt name').fill('   ');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename.getByText('Prompt name is required')).toBeVisible();
  await rename.getByLabel('Prompt name').fill(`${name} v2`);
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename).toBeHidden();

  await page.getByRole('button', { name: `Actions for ${name} v2` }).click();
  await page.getByRole('menuitem', { name: 'Move to folder' }).click();
  const move = page.getByRole('dialog', { name: 'Move prompt' });
  await move.getByLabel('Folder').fill('support/refunds');
  await move.getByRole('button', { name: 'Move prompt' }).click();
  await expect(move).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'support/refunds' }).getByRole('button', { name: `${name} v2`, exact: true }),
  ).toBeVisible();
});
