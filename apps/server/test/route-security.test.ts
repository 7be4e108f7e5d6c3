import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/http/access-hook';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  fingerprintDatabase,
  type TestApp,
  type TestUser,
} from './test-app';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let projectId: string;

/** Routes under `/v2/llm/project/:id` that are meant for non-members (asking for access). */
const OPEN_TO_NON_MEMBERS = new Set([
  'POST /v2/llm/project/:id/access-requests',
  'GET /v2/llm/project/:id/access-requests/mine',
]);
const INFRASTRUCTURE = /^\/(healthz|readyz|api\/|\*)/;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Victim Owner');
  outsider = await createUser(t, 'Curious Outsider');
  projectId = await createProject(t, owner, 'Private project');
  await createProject(t, outsider, 'Outsider own project');
});
afterAll(async () => {
  await t.close();
});

const apiRoutes = () => t.routes.filter((r) => !INFRASTRUCTURE.test(r.url));
const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** Fills path parameters: the project id for :id, fresh uuids for the rest. */
function fillUrl(url: string, id: string) {
  return url.replace(/:id\b/, id).replace(/:[A-Za-z]+/g, () => randomUUID());
}

describe('route catalogue', () => {
  it('has every SPEC section 7 route this issue owns, each with an access rule', () => {
    const keys = new Set(apiRoutes().map(key));
    for (const expected of [
      'POST /authenticate',
      'POST /logout',
      'POST /signup/onboarding',
      'POST /signup/email/verify',
      'POST /reset-password',
      'POST /update-password',
      'POST /refresh-token',
      'POST /edit-user',
      'GET /users',
      'POST /org/user',
      'PUT /user/update-access-org-level',
      'DELETE /user',
      'POST /user/blacklist',
      'GET /v2/llm/list-project',
      'GET /v2/llm/project/:id/access-level',
      'POST /v2/llm/project/:id/update-access',
      'POST /v2/llm/project/:id/share-project',
      'POST /v2/llm/project/accept-share-request',
      'GET /frontend/configurations',
    ]) {
      expect(keys, expected).toContain(expected);
    }
  });

  it('scopes every route with a project id in its path to that project, except the access-request pair', () => {
    for (const r of apiRoutes().filter((r) => r.url.includes('/project/:id'))) {
      if (OPEN_TO_NON_MEMBERS.has(key(r))) expect(r.access.kind, key(r)).toBe('user');
      else expect(r.access, key(r)).toMatchObject({ kind: 'project', from: 'param' });
    }
  });
});

describe('authorization', () => {
  it('refuses every project-scoped route to a user of another project, changing nothing', async () => {
    // API-key routes that also take signed-in members are project-scoped for those members.
    const scoped = apiRoutes().filter(
      (r) => r.access.kind === 'project' || (r.access.kind === 'apiKey' && r.access.userLevel),
    );
    expect(scoped.length).toBeGreaterThan(8);
    const before = await fingerprintDatabase(t);
    for (const r of scoped) {
      const res = await call(t.app, {
        method: r.method as 'GET',
        url: fillUrl(r.url, projectId),
        token: outsider.token,
        projectId,
        ...(r.hasBody
          ? {
              payload: {
                name: 'x',
                email: outsider.email,
                userId: outsider.id,
                accessLevel: 'owner',
                decision: 'grant',
              },
            }
          : {}),
      });
      expect([403, 404], `${key(r)} -> ${res.status} ${res.body.message}`).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
    expect(await fingerprintDatabase(t)).toBe(before);
  });

  it('answers 401 to every non-public route without a token', async () => {
    for (const r of apiRoutes().filter((r) => r.access.kind !== 'public')) {
      const res = await call(t.app, { method: r.method as 'GET', url: fillUrl(r.url, projectId), projectId });
      expect(res.status, key(r)).toBe(401);
    }
  });
});

describe('project API key routes', () => {
  const keyRoutes = () => apiRoutes().filter((r) => r.access.kind === 'apiKey');

  it('refuses a session token where only a project API key is accepted, and an unknown key everywhere', async () => {
    expect(keyRoutes().length).toBeGreaterThan(0);
    for (const r of keyRoutes()) {
      const unknownKey = await call(t.app, {
        method: r.method as 'POST',
        url: fillUrl(r.url, projectId),
        token: `assay_AAAAAAAA_${'A'.repeat(43)}`,
        payload: {},
      });
      expect(unknownKey.status, key(r)).toBe(401);
      if (r.access.kind === 'apiKey' && r.access.userLevel) continue;
      const session = await call(t.app, {
        method: r.method as 'POST',
        url: fillUrl(r.url, projectId),
        token: owner.token,
        projectId,
        payload: {},
      });
      expect(session.status, key(r)).toBe(401);
    }
  });

  it('answers 4xx, never 500, to malformed bodies sent with a valid key', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/api-keys',
      token: owner.token,
      projectId,
      payload: { name: 'route security' },
    });
    const apiKey = created.body.data.key as string;
    for (const r of keyRoutes()) {
      for (const payload of ['{"unterminated', '[1,2,3]', '{"resourceSpans":"no","spans":7}']) {
        const res = await call(t.app, {
          method: r.method as 'POST',
          url: fillUrl(r.url, projectId),
          token: apiKey,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.status, `${key(r)} with ${payload}: ${res.body.message}`).toBe(400);
      }
    }
  });
});

describe('malformed input', () => {
  const badBodies: Array<{ label: string; payload: string }> = [
    { label: 'not JSON', payload: '{"unterminated' },
    { label: 'an array', payload: '[1,2,3]' },
    {
      label: 'wrong types',
      payload: JSON.stringify({
        name: 42,
        email: ['x'],
        password: {},
        token: 7,
        userId: 'not-a-uuid',
        accessLevel: 'god',
        role: 'root',
        decision: 'maybe',
        refreshToken: 1,
        fullName: 5,
        message: 9,
        isBlacklisted: 'yes',
        currentPassword: 3,
        newPassword: 4,
      }),
    },
  ];

  it('answers 400, never 500, to malformed bodies on every route that takes one', async () => {
    for (const r of apiRoutes().filter((r) => r.hasBody)) {
      for (const bad of badBodies) {
        const res = await call(t.app, {
          method: r.method as 'POST',
          url: fillUrl(r.url, projectId),
          token: owner.token,
          projectId,
          headers: { 'content-type': 'application/json' },
          payload: bad.payload,
        });
        expect(res.status, `${key(r)} with ${bad.label}: ${res.body.message}`).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers 4xx, never 500, to malformed queries and ids', async () => {
    for (const r of apiRoutes().filter((r) => r.method === 'GET' || r.method === 'DELETE')) {
      const url = `${r.url.replace(/:[A-Za-z]+/g, 'not-an-id')}?page=-4&size=abc&limit=zz&userId=nope&status=exploded`;
      const res = await call(t.app, { method: r.method as 'GET', url, token: owner.token, projectId });
      expect(res.status, `${key(r)}: ${res.body.message}`).toBeLessThan(500);
      if (r.hasQuery || r.hasParams) expect(res.status, `${key(r)}: ${res.body.message}`).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers 400 to a malformed X-Project-Id and 404 to an unknown project', async () => {
    const missing = await call(t.app, { method: 'GET', url: '/v2/llm/jobs', token: owner.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/X-Project-Id/);
    const malformed = await call(t.app, {
      method: 'GET',
      url: '/v2/llm/jobs',
      token: owner.token,
      projectId: 'drop table',
    });
    expect(malformed.status).toBe(404);
    const unknown = await call(t.app, {
      method: 'GET',
      url: '/v2/llm/jobs',
      token: owner.token,
      projectId: randomUUID(),
    });
    expect(unknown.status).toBe(404);
  });
});
