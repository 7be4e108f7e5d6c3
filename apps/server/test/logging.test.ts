import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createLogger } from '../src/logger';
import { call, createTestApp, createUser, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('logging', () => {
  it('never writes passwords, tokens or mailed link tokens to the log', async () => {
    const user = await createUser(t, 'Logged Person');
    let output = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        output += String(chunk);
        done();
      },
    });
    const { app } = await buildApp({
      config: t.config,
      services: t.services,
      isReady: async () => ({ database: true, queue: true }),
      logger: createLogger('trace', sink),
    });
    await call(app, { method: 'POST', url: '/authenticate', payload: { email: user.email, password: user.password } });
    await call(app, { method: 'GET', url: '/me', token: user.token });
    await call(app, { method: 'POST', url: '/refresh-token', payload: { refreshToken: user.refreshToken } });
    await app.inject({ method: 'GET', url: '/verify-email/SECRETLINKTOKEN123456', headers: { accept: 'text/html' } });
    await app.close();
    expect(output).toContain('/me');
    expect(output).toContain('/verify-email/[redacted]');
    for (const secret of [user.password, user.token, user.refreshToken, 'SECRETLINKTOKEN123456']) {
      expect(output).not.toContain(secret);
    }
  });
});
