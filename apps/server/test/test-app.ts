import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@assay/shared/contracts/auth';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { createQueue } from '../src/jobs/queue';
import { startWorker, type JobHandlers } from '../src/jobs/worker';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import { createServices, type Services } from '../src/services';
import { openTestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Captures mail instead of sending it, so tests can follow mailed links. */
function createCapturingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    mode: 'outbox',
    send: async (m) => {
      sent.push(m);
    },
  };
  return { mailer, sent };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extraJobHandlers?: (services: Services) => JobHandlers;
    now?: () => Date;
    /** false leaves jobs to a separate worker process. */
    runWorker?: boolean;
  } = {},
) {
  const config = readConfig({
    NODE_ENV: 'test',
    ARGON2_MEMORY_KIB: '8192',
    ARGON2_ITERATIONS: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    PUBLIC_URL: 'http://console.test',
    WEB_DIST_DIR: '/nonexistent',
    ...options.env,
  });
  const database = await openTestDatabase();
  const { mailer, sent } = createCapturingMailer();
  const queue = createQueue(database, () => {});
  await queue.start();
  const services = createServices({
    config,
    database,
    mailer,
    queue,
    jwtSecret: 'test-secret-test-secret-test-secret-42',
    secretKey: randomBytes(32),
    ...(options.now ? { now: options.now } : {}),
  });
  if (options.runWorker !== false) {
    await startWorker(queue, services.jobs, { ...services.jobHandlers, ...options.extraJobHandlers?.(services) });
  }
  const { app, routes } = await buildApp({
    config,
    services,
    isReady: async () => ({ database: true, queue: queue.isStarted() }),
  });

  return {
    app,
    routes,
    services,
    database,
    queue,
    config,
    mail: sent,
    async close() {
      await app.close();
      await services.analytics.flush();
      await queue.stop();
      await database.dispose();
    },
  };
}

export type Json = { success: boolean; message: string; data: any; errors?: Record<string, string[]> }; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function call(app: FastifyInstance, options: InjectOptions & { token?: string; projectId?: string }) {
  const { token, projectId, ...rest } = options;
  const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (projectId) headers['x-project-id'] = projectId;
  const res = await app.inject({ ...rest, headers });
  let body: Json;
  try {
    body = res.json() as Json;
  } catch {
    body = { success: false, message: res.body, data: null };
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** The link a mail to `to` carries for the given web route (verify-email, reset-password, accept-share-request). */
export function linkFromMail(mail: MailMessage[], to: string, route: string): string {
  const message = [...mail].reverse().find((m) => m.to === to && m.text.includes(`/${route}/`));
  if (!message) throw new Error(`no ${route} mail for ${to}`);
  const match = message.text.match(new RegExp(`/${route}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error('mail has no token');
  return match[1];
}

export type TestUser = {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  id: string;
  orgId: string;
};

/** Signs up, verifies through the mailed link and logs in: a real user by the real path. */
export async function createUser(t: TestApp, name: string): Promise<TestUser> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`;
  const password = 'correct horse battery';
  const signup = await call(t.app, {
    method: 'POST',
    url: '/signup/onboarding',
    payload: { fullName: name, email, password },
  });
  if (signup.status !== 200) throw new Error(`signup failed: ${signup.body.message}`);
  const token = linkFromMail(t.mail, email, 'verify-email');
  const verify = await call(t.app, { method: 'POST', url: '/signup/email/verify', payload: { token } });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.body.message}`);
  const login = await call(t.app, { method: 'POST', url: '/authenticate', payload: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.body.message}`);
  const data = login.body.data as LoginResponse;
  return {
    email,
    password,
    token: data.token,
    refreshToken: data.refreshToken,
    id: data.user.id,
    orgId: data.user.orgId,
  };
}

export async function createProject(t: TestApp, user: TestUser, name = 'Test project'): Promise<string> {
  const res = await call(t.app, { method: 'POST', url: '/v2/llm/project', token: user.token, payload: { name } });
  if (res.status !== 200) throw new Error(`create project failed: ${res.body.message}`);
  return res.body.data.id as string;
}

/** Shares `projectId` with `invitee` at `accessLevel` and accepts the mailed invitation, as the people would. */
export async function shareProject(
  t: TestApp,
  owner: TestUser,
  projectId: string,
  invitee: TestUser,
  accessLevel: 'viewer' | 'editor' | 'owner',
): Promise<void> {
  const shared = await call(t.app, {
    method: 'POST',
    url: `/v2/llm/project/${projectId}/share-project`,
    token: owner.token,
    payload: { email: invitee.email, accessLevel },
  });
  if (shared.status !== 200) throw new Error(`share failed: ${shared.body.message}`);
  const token = linkFromMail(t.mail, invitee.email, 'accept-share-request');
  const accepted = await call(t.app, {
    method: 'POST',
    url: '/v2/llm/project/accept-share-request',
    token: invitee.token,
    payload: { token },
  });
  if (accepted.status !== 200) throw new Error(`accepting the share failed: ${accepted.body.message}`);
}

/** A fingerprint of every row in every table, to prove a refused call changed nothing. */
export async function fingerprintDatabase(t: TestApp): Promise<string> {
  const tables = (await t.database.sql.executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  )) as { rows: Array<{ table_name: string }> };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const r = (await t.database.sql.executeSql(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table_name}" t`,
    )) as { rows: Array<{ h: string }> };
    parts.push(`${table_name}:${r.rows[0]?.h}`);
  }
  return parts.join(',');
}

export async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
