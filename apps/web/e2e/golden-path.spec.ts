import { type Browser, type Page, expect, test } from '@playwright/test';
import { createVerifiedUser, PASSWORD, uniqueEmail } from './support/api';
import { linkFromOutbox } from './support/outbox';

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('sign up, verify, create and share a project, accept, request and grant access, log out', async ({
  browser,
  request,
}) => {
  const ownerEmail = uniqueEmail('owner');
  const secondEmail = uniqueEmail('second');
  const thirdEmail = uniqueEmail('third');

  // 1. Sign up in the browser and verify through the mailed link.
  const owner = await newPage(browser);
  await owner.goto('/signup');
  await owner.getByLabel('Full name').fill('Olga Owner');
  await owner.getByLabel('Email').fill(ownerEmail);
  await owner.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await owner.getByRole('button', { name: 'Create account' }).click();
  await expect(owner.getByText(ownerEmail)).toBeVisible();
  await owner.goto(await linkFromOutbox(ownerEmail, 'verify-email'));
  await expect(owner.getByRole('heading', { name: 'Email verified' })).toBeVisible();

  // 2. Log in: the guided tour comes first, once.
  await owner.goto('/login');
  await logIn(owner, ownerEmail);
  await expect(owner).toHaveURL(/\/guided-tour/);
  await owner.getByRole('button', { name: 'Skip tour' }).click();
  await expect(owner).toHaveURL(/\/projects$/);

  // 3. Create a project.
  await owner.getByRole('button', { name: 'New project' }).first().click();
  await owner.getByLabel('Project name').fill('Support bot');
  await owner.getByRole('button', { name: 'Create project' }).click();
  await expect(owner).toHaveURL(/\/projects\/datasets\?projectId=/);
  const projectId = new URL(owner.url()).searchParams.get('projectId') ?? '';
  expect(projectId).toMatch(/^[0-9a-f-]{36}$/);

  // 4. Share it with a second person as editor.
  await owner.getByRole('button', { name: 'Share' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Email').fill(secondEmail);
  await dialog.getByRole('combobox', { name: 'Access level', exact: true }).click();
  await owner.getByRole('option', { name: /editor/i }).click();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText(secondEmail)).toBeVisible();
  await owner.keyboard.press('Escape');

  // 5. The second person accepts from the mail: logs in first, then lands back on the invitation.
  await createVerifiedUser(request, 'Sam Second', secondEmail);
  const second = await newPage(browser);
  await second.goto(await linkFromOutbox(secondEmail, 'accept-share-request'));
  await second.getByRole('button', { name: 'Log in to accept' }).click();
  await expect(second).toHaveURL(/\/login/);
  await logIn(second, secondEmail);
  await expect(second.getByRole('button', { name: 'Open project' })).toBeVisible();
  await second.getByRole('button', { name: 'Open project' }).click();
  await expect(second).toHaveURL(new RegExp(`projectId=${projectId}`));

  // 6. A third person without access is sent to request access, and asks.
  await createVerifiedUser(request, 'Tia Third', thirdEmail);
  const third = await newPage(browser);
  await third.goto('/login');
  await logIn(third, thirdEmail);
  await third.evaluate(() => window.localStorage.setItem('hasSeenTour', 'true'));
  await third.goto(`/projects/job-status?projectId=${projectId}`);
  await expect(third).toHaveURL(new RegExp(`/request-access\\?projectId=${projectId}`));
  await third.getByRole('button', { name: 'Request access' }).click();
  await expect(third.getByText(/waiting for a project owner/i)).toBeVisible();

  // 7. The owner grants it from the dashboard; the third person now gets in.
  await owner.goto('/dashboard');
  await expect(owner.getByText('Tia Third')).toBeVisible();
  await owner.getByRole('button', { name: 'Grant' }).first().click();
  await expect(owner.getByText('No pending access requests')).toBeVisible();
  await expect(owner.getByText('Olga Owner granted Tia Third viewer access')).toBeVisible();
  await third.goto(`/projects/job-status?projectId=${projectId}`);
  await expect(third.getByRole('heading', { name: 'Job status' })).toBeVisible();
  await expect(third).toHaveURL(/\/projects\/job-status/);

  // 8. Logging out clears local storage except the guided-tour flag.
  await owner.getByRole('button', { name: 'Account menu' }).click();
  await owner.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(owner).toHaveURL(/\/login/);
  const stored = await owner.evaluate(() => ({ ...window.localStorage }));
  expect(stored).toEqual({ hasSeenTour: 'true' });
});
