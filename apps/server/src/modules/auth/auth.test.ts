import { LoginResponseSchema, TokenPairSchema } from '@assay/shared/contracts/auth';
import { envelopeOf } from '@assay/shared/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, linkFromMail, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signup = (email: string, password = 'a good password 1') =>
  call(t.app, { method: 'POST', url: '/signup/onboarding', payload: { fullName: 'Ada Lovelace', email, password } });
const login = (email: string, password = 'a good password 1') =>
  call(t.app, { method: 'POST', url: '/authenticate', payload: { email, password } });

describe('sign up and verification', () => {
  it('signs up, mails a verification link to the web route, and refuses login until verified', async () => {
    const res = await signup('Ada@Example.test');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: 'ada@example.test', verificationRequired: true });
    const mail = t.mail.findLast((m) => m.to === 'ada@example.test');
    expect(mail?.text).toMatch(/http:\/\/console\.test\/verify-email\/[A-Za-z0-9_-]{20,}/);

    const early = await login('ada@example.test');
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/verify your email/i);

    const token = linkFromMail(t.mail, 'ada@example.test', 'verify-email');
    const verified = await call(t.app, { method: 'POST', url: '/signup/email/verify', payload: { token } });
    expect(verified.status).toBe(200);

    const again = await call(t.app, { method: 'POST', url: '/signup/email/verify', payload: { token } });
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been used/);

    const ok = await login('ada@example.test');
    expect(ok.status).toBe(200);
    const parsed = envelopeOf(LoginResponseSchema).parse(ok.body);
    const claims = JSON.parse(Buffer.from(parsed.data.token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.userFullName).toBe('Ada Lovelace');
    expect(claims.userName).toBe('ada@example.test');
  });

  it('rejects a duplicate account, a short password and a bad email with field errors', async () => {
    const dup = await signup('ada@example.test');
    expect(dup.status).toBe(409);
    const weak = await signup('weak@example.test', 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password).toEqual(['Password must be at least 8 characters']);
    const bad = await call(t.app, {
      method: 'POST',
      url: '/signup/onboarding',
      payload: { fullName: 'X', email: 'nope', password: 'longenough' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.email).toEqual(['Enter a valid email address']);
  });

  it('never returns the password hash', async () => {
    const u = await createUser(t, 'Hash Check');
    const me = await call(t.app, { method: 'GET', url: '/me', token: u.token });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|passwordHash/);
    const users = await call(t.app, { method: 'GET', url: '/users', token: u.token });
    expect(JSON.stringify(users.body)).not.toMatch(/argon2|passwordHash/);
  });
});

describe('login', () => {
  it('gives the same answer for a wrong password and an unknown email', async () => {
    const u = await createUser(t, 'Login Person');
    const wrong = await login(u.email, 'wrong password!');
    const unknown = await login('nobody@example.test', 'wrong password!');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and revokes the whole session when a spent token is reused', async () => {
    const u = await createUser(t, 'Rotating Person');
    const first = await call(t.app, {
      method: 'POST',
      url: '/refresh-token',
      payload: { refreshToken: u.refreshToken },
    });
    expect(first.status).toBe(200);
    const pair = envelopeOf(TokenPairSchema).parse(first.body).data;
    expect(pair.refreshToken).not.toBe(u.refreshToken);

    const second = await call(t.app, {
      method: 'POST',
      url: '/refresh-token',
      payload: { refreshToken: pair.refreshToken },
    });
    expect(second.status).toBe(200);
    const latest = envelopeOf(TokenPairSchema).parse(second.body).data;

    // Reusing the first, already spent, token ends the session: even the newest tokens stop working.
    const reuse = await call(t.app, {
      method: 'POST',
      url: '/refresh-token',
      payload: { refreshToken: u.refreshToken },
    });
    expect(reuse.status).toBe(401);
    const afterReuse = await call(t.app, {
      method: 'POST',
      url: '/refresh-token',
      payload: { refreshToken: latest.refreshToken },
    });
    expect(afterReuse.status).toBe(401);
    const me = await call(t.app, { method: 'GET', url: '/me', token: latest.token });
    expect(me.status).toBe(401);
  });

  it('rejects an expired access token with 401 and accepts the refreshed one', async () => {
    let clock = Date.now();
    const timed = await createTestApp({ now: () => new Date(clock) });
    try {
      const u = await createUser(timed, 'Clock Person');
      clock += (timed.config.ACCESS_TOKEN_TTL_SECONDS + 5) * 1000;
      const expired = await call(timed.app, { method: 'GET', url: '/me', token: u.token });
      expect(expired.status).toBe(401);
      const refreshed = await call(timed.app, {
        method: 'POST',
        url: '/refresh-token',
        payload: { refreshToken: u.refreshToken },
      });
      expect(refreshed.status).toBe(200);
      const me = await call(timed.app, { method: 'GET', url: '/me', token: refreshed.body.data.token as string });
      expect(me.status).toBe(200);
    } finally {
      await timed.close();
    }
  });
});

describe('logout', () => {
  it('ends the session for both the access and the refresh token', async () => {
    const u = await createUser(t, 'Leaving Person');
    const out = await call(t.app, {
      method: 'POST',
      url: '/logout',
      token: u.token,
      payload: { refreshToken: u.refreshToken },
    });
    expect(out.status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/me', token: u.token })).status).toBe(401);
    expect(
      (await call(t.app, { method: 'POST', url: '/refresh-token', payload: { refreshToken: u.refreshToken } })).status,
    ).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const u = await createUser(t, 'Forgetful Person');
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/reset-password',
      payload: { email: 'ghost@example.test' },
    });
    const known = await call(t.app, { method: 'POST', url: '/reset-password', payload: { email: u.email } });
    expect(unknown.status).toBe(200);
    expect(known.body.message).toBe(unknown.body.message);

    const token = linkFromMail(t.mail, u.email, 'reset-password');
    const set = await call(t.app, {
      method: 'POST',
      url: '/update-password',
      payload: { token, password: 'brand new password' },
    });
    expect(set.status).toBe(200);
    expect(
      (await call(t.app, { method: 'POST', url: '/update-password', payload: { token, password: 'another password' } }))
        .status,
    ).toBe(410);
    expect((await call(t.app, { method: 'GET', url: '/me', token: u.token })).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(401);
    expect((await login(u.email, 'brand new password')).status).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    let clock = Date.now();
    const timed = await createTestApp({ now: () => new Date(clock) });
    try {
      const u = await createUser(timed, 'Slow Person');
      await call(timed.app, { method: 'POST', url: '/reset-password', payload: { email: u.email } });
      const token = linkFromMail(timed.mail, u.email, 'reset-password');
      clock += 2 * 60 * 60 * 1000;
      const res = await call(timed.app, {
        method: 'POST',
        url: '/update-password',
        payload: { token, password: 'brand new password' },
      });
      expect(res.status).toBe(410);
      expect(res.body.message).toMatch(/expired/);
    } finally {
      await timed.close();
    }
  });
});

describe('edit user', () => {
  it('renames, and changes the password only with the current one', async () => {
    const u = await createUser(t, 'Renamed Person');
    const renamed = await call(t.app, {
      method: 'POST',
      url: '/edit-user',
      token: u.token,
      payload: { fullName: 'New Name' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.user.fullName).toBe('New Name');
    const claims = JSON.parse(
      Buffer.from((renamed.body.data.token as string).split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims.userFullName).toBe('New Name');

    const wrong = await call(t.app, {
      method: 'POST',
      url: '/edit-user',
      token: u.token,
      payload: { currentPassword: 'nope nope', newPassword: 'another good one' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.currentPassword).toBeDefined();
    const right = await call(t.app, {
      method: 'POST',
      url: '/edit-user',
      token: u.token,
      payload: { currentPassword: u.password, newPassword: 'another good one' },
    });
    expect(right.status).toBe(200);
    expect((await login(u.email, 'another good one')).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits login attempts per client', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (
            await call(limited.app, {
              method: 'POST',
              url: '/authenticate',
              payload: { email: 'x@example.test', password: 'whatever1' },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await call(limited.app, {
        method: 'POST',
        url: '/authenticate',
        payload: { email: 'x@example.test', password: 'whatever1' },
      });
      expect(last.body.message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
