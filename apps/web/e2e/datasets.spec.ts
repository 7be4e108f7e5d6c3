import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, logInAsDemo } from './support/session';
import { encodeTiff } from './support/tiff';

const MEDIA_ORIGIN = 'https://media.assay.test';

/** A 2x2 16-bit RGB raster: red, green, blue and a grey; values above 255 must be scaled to 0-255. */
const SCENE_TIFF = encodeTiff({
  width: 2,
  height: 2,
  samplesPerPixel: 3,
  bitsPerSample: 16,
  samples: [1000, 0, 0, 0, 1000, 0, 0, 0, 1000, 500, 500, 500],
});
/** A TIFF whose compression scheme no reader knows. */
const BROKEN_TIFF = encodeTiff({
  width: 1,
  height: 1,
  samplesPerPixel: 1,
  bitsPerSample: 8,
  samples: [7],
  compression: 99,
});

const CSV = [
  'question,answer,score,image',
  `What is 2+2?,Four,3,${MEDIA_ORIGIN}/scene.tif`,
  `Capital of France?,Paris,8,${MEDIA_ORIGIN}/broken.tif`,
  'Largest planet?,Jupiter,9,',
].join('\n');

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
  ).toEqual([]);
}

/** Serves the test rasters for the *.tif links in the dataset, so nothing leaves the machine. */
async function serveTiffs(page: Page) {
  await page.route(`${MEDIA_ORIGIN}/**/*.tif`, (route) => {
    const isScene = new URL(route.request().url()).pathname === '/scene.tif';
    return route.fulfill({
      status: 200,
      contentType: 'image/tiff',
      headers: { 'access-control-allow-origin': '*' },
      body: isScene ? SCENE_TIFF : BROKEN_TIFF,
    });
  });
}

async function uploadCsv(page: Page, datasetName: string) {
  await page.getByRole('button', { name: 'Upload dataset' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload a dataset' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose a file' }).click(),
  ]);
  await chooser.setFiles({ name: 'support.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });

  // Preview, then the mapping: rename the dataset, make score a number and image a plain column.
  await expect(dialog.getByRole('table', { name: 'First rows' })).toContainText('Capital of France?');
  await dialog.getByRole('textbox', { name: 'Dataset name' }).fill(datasetName);
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  await tags.fill('support');
  await tags.press('Enter');
  await dialog.getByRole('combobox', { name: 'Type of score' }).click();
  await page.getByRole('option', { name: 'number', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Role of question' }).click();
  await page.getByRole('option', { name: 'prompt', exact: true }).click();
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(dialog.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('3 rows imported');
  await dialog.getByRole('link', { name: 'Open dataset' }).click();
  await expect(page.getByRole('heading', { level: 1, name: datasetName })).toBeVisible();
}

test('upload a CSV, map its columns, browse, filter, hide a column, see TIFFs, snapshot, edit and diff', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await serveTiffs(page);
  await logInAsDemo(page);
  await page.getByRole('link', { name: 'Demo project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datasets' })).toBeVisible();

  const datasetName = `Support answers ${Date.now()}`;
  await uploadCsv(page, datasetName);

  // The list shows it with its tag; searching by name finds it.
  await page.getByRole('link', { name: 'All datasets' }).click();
  await page.getByRole('textbox', { name: 'Search datasets' }).fill(datasetName);
  const listed = page.getByRole('table', { name: 'Datasets' }).getByRole('row', { name: new RegExp(datasetName) });
  await expect(listed).toContainText('support');
  await expect(listed).toContainText('ready');
  await expectNoAxeViolations(page);
  await listed.getByRole('link', { name: datasetName }).click();

  const grid = page.getByRole('table', { name: `Rows of ${datasetName}` });
  await expect(grid.getByRole('cell', { name: 'Paris', exact: true })).toBeVisible();
  await expect(page.getByText('3 rows', { exact: true })).toBeVisible();

  // The 16-bit TIFF is decoded and drawn at its own size, scaled into 0-255.
  const canvas = grid.getByRole('img', { name: 'TIFF image scene.tif, 2 by 2 pixels' });
  await expect(canvas).toBeVisible();
  const pixels = await canvas.evaluate((node) => {
    const c = node as HTMLCanvasElement;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
    return { width: c.width, height: c.height, data: Array.from(data) };
  });
  expect(pixels).toEqual({
    width: 2,
    height: 2,
    data: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 128, 128, 128, 255],
  });
  // The unreadable TIFF says why, in its cell, and the grid carries on.
  await expect(
    grid.getByText('TIFF could not be shown (0 × 0): Unknown compression method identifier: 99'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Sorting by a header puts the highest score first.
  await grid.getByRole('button', { name: 'score', exact: true }).click();
  await grid.getByRole('button', { name: 'score', exact: true }).click();
  await expect(grid.getByRole('columnheader', { name: /score/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.getByRole('row').nth(1)).toContainText('Jupiter');

  // A filter travels as where[score]=gte:9.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Column of condition 1' }).click();
  await filters.getByRole('option', { name: 'score', exact: true }).click();
  await filters.getByRole('combobox', { name: 'Operator of condition 1' }).click();
  await filters.getByRole('option', { name: 'is at least' }).click();
  await filters.getByRole('textbox', { name: 'Value of condition 1' }).fill('9');
  const filtered = page.waitForRequest((req) => req.url().includes('where%5Bscore%5D=gte%3A9'));
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await filtered;
  await expect(page.getByText(/^1 matching row · sorted by score \(descending\)$/)).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'Jupiter', exact: true })).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'Paris', exact: true })).toHaveCount(0);

  // Hide a column; after a reload it is still hidden (persistData, per project and dataset).
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  await page.getByRole('group', { name: 'Columns shown' }).getByRole('checkbox', { name: 'answer' }).uncheck();
  await expect(grid.getByRole('columnheader', { name: 'answer' })).toHaveCount(0);
  await page.reload();
  const reloaded = page.getByRole('table', { name: `Rows of ${datasetName}` });
  await expect(reloaded.getByRole('columnheader', { name: 'question' })).toBeVisible();
  await expect(reloaded.getByRole('columnheader', { name: 'answer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Columns (1 hidden)', exact: true })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('persistData'));
  expect(stored).toContain('"hiddenColumns":["answer"]');

  // Export CSV downloads the rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);

  // Snapshot, edit a row inline, snapshot again, and compare.
  await createSnapshot(page, datasetName, 'Before edit');
  await page.getByRole('link', { name: datasetName }).first().click();
  const view = page.getByRole('table', { name: `Rows of ${datasetName}` });
  await view.getByRole('cell', { name: 'Largest planet?', exact: true }).dblclick();
  const editor = view.getByRole('textbox', { name: 'Edit question' });
  await editor.fill('Biggest planet?');
  await editor.press('Enter');
  await expect(view.getByRole('cell', { name: 'Biggest planet?', exact: true })).toBeVisible();
  await createSnapshot(page, datasetName, 'After edit');

  await page.getByRole('combobox', { name: 'From (older)' }).click();
  await page.getByRole('option', { name: `Before edit (${datasetName})` }).click();
  await page.getByRole('combobox', { name: 'To (newer)' }).click();
  await page.getByRole('option', { name: `After edit (${datasetName})` }).click();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare snapshots' })).toBeVisible();
  await expect(page.getByText('1 changed')).toBeVisible();
  await expect(page.getByText('0 added')).toBeVisible();
  await expect(page.getByText('0 removed')).toBeVisible();
  const changed = page.getByRole('table', { name: 'Changed rows' });
  await expect(changed).toContainText('question');
  await expect(changed).toContainText('Largest planet?');
  await expect(changed).toContainText('Biggest planet?');
  await expectNoAxeViolations(page);

  // The first snapshot opens read-only with the old value.
  await page.getByRole('link', { name: 'All snapshots' }).click();
  await page.getByRole('link', { name: 'Before edit', exact: true }).first().click();
  const frozen = page.getByRole('table', { name: 'Rows of snapshot Before edit' });
  await expect(frozen.getByRole('cell', { name: 'Largest planet?', exact: true })).toBeVisible();
  await expect(frozen.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

async function createSnapshot(page: Page, datasetName: string, name: string) {
  await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Snapshots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
  await page.getByRole('button', { name: 'Create snapshot' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a snapshot' });
  await dialog.getByRole('combobox', { name: 'Dataset' }).click();
  await page.getByRole('option', { name: datasetName }).click();
  await dialog.getByRole('textbox', { name: 'Snapshot name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create snapshot' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Snapshots' })).toContainText(name);
}

/** A dataset made through the API, so this test starts at the grid. */
async function createDatasetThroughApi(request: APIRequestContext, name: string) {
  const login = await request.post('/authenticate', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const projects = (await (await request.get('/v2/llm/list-project', { headers })).json()) as {
    data: { content: Array<{ id: string; name: string }> };
  };
  const projectId = projects.data.content.find((p) => p.name === 'Demo project')?.id ?? '';
  const scoped = { ...headers, 'x-project-id': projectId };
  const created = await request.post('/v2/llm/dataset', {
    headers: scoped,
    data: {
      name,
      columns: [
        { name: 'question', role: 'prompt', type: 'string' },
        { name: 'label', role: 'expected_response', type: 'string' },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const datasetId = ((await created.json()) as { data: { id: string } }).data.id;
  const rows = await request.post(`/v2/llm/dataset/${datasetId}/rows`, {
    headers: scoped,
    data: { rows: ['alpha', 'beta', 'gamma'].map((q) => ({ values: { question: q, label: `${q} label` } })) },
  });
  expect(rows.ok(), await rows.text()).toBe(true);
  return { projectId, datasetId };
}

test('add a column and a row, delete rows and a column, restore a snapshot, delete it, disable a dataset', async ({
  page,
  request,
}) => {
  const name = `Editable ${Date.now()}`;
  const { projectId, datasetId } = await createDatasetThroughApi(request, name);
  await logInAsDemo(page);
  await page.goto(`/projects/datasets/${datasetId}?projectId=${projectId}`);
  const grid = page.getByRole('table', { name: `Rows of ${name}` });
  await expect(grid.getByRole('cell', { name: 'beta', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add column' }).click();
  const columnDialog = page.getByRole('dialog', { name: 'Add a column' });
  await columnDialog.getByRole('textbox', { name: 'Column name' }).fill('rating');
  await columnDialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'number', exact: true }).click();
  await columnDialog.getByRole('textbox', { name: 'Value for existing rows' }).fill('5');
  await columnDialog.getByRole('button', { name: 'Add column' }).click();
  await expect(columnDialog).toBeHidden();
  await expect(grid.getByRole('columnheader', { name: 'rating' })).toBeVisible();
  await expect(grid.locator('[data-column="rating"]').first()).toHaveText('5');

  await page.getByRole('button', { name: 'Add row' }).click();
  const rowDialog = page.getByRole('dialog', { name: 'Add a row' });
  await rowDialog.getByRole('textbox', { name: 'question' }).fill('delta');
  await rowDialog.getByRole('textbox', { name: 'rating' }).fill('not a number');
  await rowDialog.getByRole('button', { name: 'Add row' }).click();
  await expect(rowDialog.getByText('Enter a number')).toBeVisible();
  await rowDialog.getByRole('textbox', { name: 'rating' }).fill('7');
  await rowDialog.getByRole('button', { name: 'Add row' }).click();
  await expect(rowDialog).toBeHidden();
  await expect(page.getByText('4 rows', { exact: true })).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'delta', exact: true })).toBeVisible();

  await grid.getByRole('checkbox', { name: 'Select row 1' }).check();
  await grid.getByRole('checkbox', { name: 'Select row 2' }).check();
  await page.getByRole('button', { name: 'Delete 2 selected' }).click();
  await page.getByRole('dialog', { name: 'Delete rows?' }).getByRole('button', { name: 'Delete 2 rows' }).click();
  await expect(page.getByText('2 rows', { exact: true })).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'alpha', exact: true })).toHaveCount(0);

  // The row drawer edits a row too.
  await grid.getByRole('button', { name: 'Open row 1' }).click();
  const drawer = page.getByRole('dialog', { name: /^Row / });
  await drawer.getByRole('textbox', { name: 'label' }).fill('gamma relabelled');
  await drawer.getByRole('button', { name: 'Save row' }).click();
  await expect(drawer).toBeHidden();
  await expect(grid.getByRole('cell', { name: 'gamma relabelled', exact: true })).toBeVisible();

  // Rename a column and change its role, then delete another, from Edit columns.
  await page.getByRole('button', { name: 'Edit columns' }).click();
  const columnsDialog = page.getByRole('dialog', { name: 'Columns: names, roles and types' });
  await columnsDialog.getByRole('textbox', { name: 'Name of rating' }).fill('stars');
  await columnsDialog.getByRole('combobox', { name: 'Role of rating' }).click();
  await page.getByRole('option', { name: 'metadata', exact: true }).click();
  await columnsDialog.getByRole('button', { name: 'Save columns' }).click();
  await expect(columnsDialog).toBeHidden();
  await expect(grid.getByRole('columnheader', { name: 'stars' })).toBeVisible();
  await expect(grid.locator('[data-column="stars"]').first()).toHaveText('5');
  await page.getByRole('button', { name: 'Edit columns' }).click();
  await page.getByRole('button', { name: 'Delete column label' }).click();
  await page.getByRole('dialog', { name: 'Delete column?' }).getByRole('button', { name: 'Delete column' }).click();
  await expect(grid.getByRole('columnheader', { name: 'label' })).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'stars' })).toBeVisible();

  await createSnapshot(page, name, 'Two rows');
  const snapshotRow = page.getByRole('table', { name: 'Snapshots' }).getByRole('row', { name: /Two rows/ });
  await snapshotRow.getByRole('button', { name: 'Actions for Two rows' }).click();
  await page.getByRole('menuitem', { name: 'Restore as new dataset' }).click();
  const restoreDialog = page.getByRole('dialog', { name: 'Restore as a new dataset' });
  await restoreDialog.getByRole('textbox', { name: 'New dataset name' }).fill(`${name} restored`);
  await restoreDialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} restored` })).toBeVisible();
  await expect(page.getByText('2 rows', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Snapshots' }).click();
  await page.getByRole('button', { name: 'Actions for Two rows' }).first().click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete snapshot?' }).getByRole('button', { name: 'Delete snapshot' }).click();
  await expect(page.getByText('Snapshot Two rows deleted')).toBeVisible();

  await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Datasets' }).click();
  await page.getByRole('textbox', { name: 'Search datasets' }).fill(`${name} restored`);
  const datasets = page.getByRole('table', { name: 'Datasets' });
  await expect(datasets.getByRole('link', { name: `${name} restored` })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${name} restored` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await expect(page.getByText('No datasets match')).toBeVisible();
});

test('a JSONL file with a broken line is refused with the line to fix, and nothing is imported', async ({ page }) => {
  await logInAsDemo(page);
  await page.getByRole('link', { name: 'Demo project' }).click();
  await page.getByRole('button', { name: 'Upload dataset' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload a dataset' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose a file' }).click(),
  ]);
  const jsonl = ['{"question":"a","answer":"1"}', '{"question": "b", oops', '{"question":"c","answer":"3"}'].join('\n');
  await chooser.setFiles({ name: 'broken.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(jsonl) });
  await expect(dialog.getByText('Problems in the first lines')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Dataset name' }).fill(`Broken ${Date.now()}`);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('The import failed')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('list', { name: 'Problems in the file' }).getByRole('listitem')).toHaveText([
    /^line 2: /,
  ]);
});
