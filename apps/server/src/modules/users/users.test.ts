import { envelopeOf, pageOf } from '@assay/shared/contracts/envelope';
import { OrgUserSchema } from '@assay/shared/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  linkFromMail,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Org Owner');
});
afterAll(async () => {
  await t.close();
});

/** Invites someone into the owner's organisation and has them complete sign-up and log in. */
async function inviteAndJoin(email: string, role: 'admin' | 'member') {
  const invited = await call(t.app, { method: 'POST', url: '/org/user', token: owner.token, payload: { email, role } });
  expect(invited.status).toBe(200);
  expect(invited.body.data.status).toBe('invited');
  await call(t.app, {
    method: 'POST',
    url: '/signup/onboarding',
    payload: { fullName: email.split('@')[0], email, password: 'joining password' },
  });
  const token = linkFromMail(t.mail, email, 'verify-email');
  await call(t.app, { method: 'POST', url: '/signup/email/verify', payload: { token } });
  const login = await call(t.app, {
    method: 'POST',
    url: '/authenticate',
    payload: { email, password: 'joining password' },
  });
  expect(login.body.data.user.orgId).toBe(owner.orgId);
  return { id: login.body.data.user.id as string, token: login.body.data.token as string };
}

describe('organisation users', () => {
  it('invites by email; the invitee joins the organisation on sign-up', async () => {
    const member = await inviteAndJoin('member.one@example.test', 'member');
    const list = await call(t.app, { method: 'GET', url: '/users?search=member.one', token: owner.token });
    const page = envelopeOf(pageOf(OrgUserSchema)).parse(list.body).data;
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({ id: member.id, role: 'member', status: 'active' });
    const dup = await call(t.app, {
      method: 'POST',
      url: '/org/user',
      token: owner.token,
      payload: { email: 'member.one@example.test', role: 'member' },
    });
    expect(dup.status).toBe(409);
  });

  it('lets members read but not manage, and admins not touch owners', async () => {
    const member = await inviteAndJoin('member.two@example.test', 'member');
    const admin = await inviteAndJoin('admin.one@example.test', 'admin');
    expect((await call(t.app, { method: 'GET', url: '/users', token: member.token })).status).toBe(200);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/org/user',
          token: member.token,
          payload: { email: 'x@example.test', role: 'member' },
        })
      ).status,
    ).toBe(403);
    const adminDemotesOwner = await call(t.app, {
      method: 'PUT',
      url: '/user/update-access-org-level',
      token: admin.token,
      payload: { userId: owner.id, role: 'member' },
    });
    expect(adminDemotesOwner.status).toBe(403);
    const adminPromotes = await call(t.app, {
      method: 'PUT',
      url: '/user/update-access-org-level',
      token: admin.token,
      payload: { userId: member.id, role: 'admin' },
    });
    expect(adminPromotes.status).toBe(200);
    expect(adminPromotes.body.data.role).toBe('admin');
  });

  it('never removes, demotes or blocks the last owner', async () => {
    const demote = await call(t.app, {
      method: 'PUT',
      url: '/user/update-access-org-level',
      token: owner.token,
      payload: { userId: owner.id, role: 'admin' },
    });
    expect(demote.status).toBe(409);
    const remove = await call(t.app, { method: 'DELETE', url: `/user?userId=${owner.id}`, token: owner.token });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toMatch(/last owner/);
  });

  it('blocks a user: their session stops working and they cannot log in', async () => {
    const member = await inviteAndJoin('blocked.one@example.test', 'member');
    const blocked = await call(t.app, {
      method: 'POST',
      url: '/user/blacklist',
      token: owner.token,
      payload: { userId: member.id, isBlacklisted: true },
    });
    expect(blocked.status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/me', token: member.token })).status).toBe(401);
    const login = await call(t.app, {
      method: 'POST',
      url: '/authenticate',
      payload: { email: 'blocked.one@example.test', password: 'joining password' },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(/blocked/);
    await call(t.app, {
      method: 'POST',
      url: '/user/blacklist',
      token: owner.token,
      payload: { userId: member.id, isBlacklisted: false },
    });
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/authenticate',
          payload: { email: 'blocked.one@example.test', password: 'joining password' },
        })
      ).status,
    ).toBe(200);
  });

  it('removing a user hands their solely owned projects to the remover', async () => {
    const member = await inviteAndJoin('leaver@example.test', 'member');
    const projectId = await createProject(t, { ...owner, token: member.token }, 'Leaver project');
    const removed = await call(t.app, { method: 'DELETE', url: `/user?userId=${member.id}`, token: owner.token });
    expect(removed.status).toBe(200);
    const access = await call(t.app, {
      method: 'GET',
      url: `/v2/llm/project/${projectId}/access-level`,
      token: owner.token,
    });
    expect(access.body.data.accessLevel).toBe('owner');
  });

  it('does not let one organisation see or change another', async () => {
    const outsider = await createUser(t, 'Outside Oscar');
    const list = await call(t.app, { method: 'GET', url: '/users', token: outsider.token });
    expect((list.body.data.content as Array<{ id: string }>).map((u) => u.id)).toEqual([outsider.id]);
    const touch = await call(t.app, {
      method: 'POST',
      url: '/user/blacklist',
      token: outsider.token,
      payload: { userId: owner.id, isBlacklisted: true },
    });
    expect(touch.status).toBe(404);
  });
});
