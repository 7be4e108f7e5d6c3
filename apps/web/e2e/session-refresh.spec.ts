import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from '../playwright.config';

/** The same claims, signed with the server's key, but expired a minute ago. */
async function expiredCopyOf(token: string) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

test('an expired access token is refreshed transparently and the request retried', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('hasSeenTour', 'true'));
  await page.getByLabel('Email').fill('demo@assay.local');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-e2e');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('link', { name: 'Demo project' })).toBeVisible();

  // Replace the access token with one for the same session that expired a minute ago.
  const current = await page.evaluate(() => window.localStorage.getItem('token'));
  const claims = JSON.parse(Buffer.from((current ?? '').split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await page.evaluate((t) => window.localStorage.setItem('token', t), expired);

  const statuses: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname === '/v2/llm/list-project' || url.pathname === '/refresh-token')
      statuses.push(`${url.pathname} ${res.status()}`);
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Demo project' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  expect(statuses.slice(0, 3)).toEqual(['/v2/llm/list-project 401', '/refresh-token 200', '/v2/llm/list-project 200']);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).not.toBe(expired);
});

test('when the refresh fails too, the session ends: back to login, storage cleared but the tour flag', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('hasSeenTour', 'true'));
  await page.getByLabel('Email').fill('demo@assay.local');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-e2e');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  const expired = await expiredCopyOf((await page.evaluate(() => window.localStorage.getItem('token'))) ?? '');
  await page.evaluate((t) => {
    window.localStorage.setItem('token', t);
    window.localStorage.setItem('refreshToken', 'spent-or-forged-refresh-token-value');
  }, expired);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  const stored = await page.evaluate(() => ({ ...window.localStorage }));
  expect(stored.token).toBeUndefined();
  expect(stored.refreshToken).toBeUndefined();
  expect(stored.hasSeenTour).toBe('true');
});
