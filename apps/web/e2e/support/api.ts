import { type APIRequestContext, expect } from '@playwright/test';
import { linkFromOutbox } from './outbox';

export const PASSWORD = 'e2e password 123';

/** Creates and verifies an account through the real API and the outbox, as a person would by mail. */
export async function createVerifiedUser(request: APIRequestContext, fullName: string, email: string) {
  const signup = await request.post('/signup/onboarding', { data: { fullName, email, password: PASSWORD } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const link = await linkFromOutbox(email, 'verify-email');
  const token = link.split('/').pop();
  const verify = await request.post('/signup/email/verify', { data: { token } });
  expect(verify.ok(), await verify.text()).toBe(true);
}

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
