import { type Page, expect } from '@playwright/test';

export const DEMO_EMAIL = 'demo@assay.local';
export const DEMO_PASSWORD = 'demo-password-e2e';

/** Logs in as the seeded demo user, skipping the guided tour. */
export async function logInAsDemo(page: Page) {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('hasSeenTour', 'true'));
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
}
