import { envelopeOf, pageOf } from '@assay/shared/contracts/envelope';
import { ProjectAccessSchema, ProjectSchema } from '@assay/shared/contracts/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  linkFromMail,
  waitFor,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let second: TestUser;
let third: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Owner Olga');
  second = await createUser(t, 'Second Sam');
  third = await createUser(t, 'Third Tia');
});
afterAll(async () => {
  await t.close();
});

const listProjects = async (u: TestUser) => {
  const res = await call(t.app, { method: 'GET', url: '/v2/llm/list-project', token: u.token });
  return envelopeOf(pageOf(ProjectSchema)).parse(res.body).data;
};

describe('projects', () => {
  it('creates, lists, searches and renames a project', async () => {
    const id = await createProject(t, owner, 'Support bot');
    const page = await listProjects(owner);
    expect(page.content.find((p) => p.id === id)).toMatchObject({
      name: 'Support bot',
      accessLevel: 'owner',
      memberCount: 1,
    });
    const searched = await call(t.app, {
      method: 'GET',
      url: '/v2/llm/list-project?search=support',
      token: owner.token,
    });
    expect(searched.body.data.content.map((p: { id: string }) => p.id)).toEqual([id]);
    const renamed = await call(t.app, {
      method: 'PUT',
      url: `/v2/llm/project/${id}`,
      token: owner.token,
      payload: { name: 'Support assistant' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Support assistant');
    expect((await listProjects(second)).content.some((p) => p.id === id)).toBe(false);
  });

  it('deletes a project at once and purges its data in a background job', async () => {
    const id = await createProject(t, owner, 'Short lived');
    const del = await call(t.app, { method: 'DELETE', url: `/v2/llm/project/${id}`, token: owner.token });
    expect(del.status).toBe(200);
    expect((await listProjects(owner)).content.some((p) => p.id === id)).toBe(false);
    expect(
      (await call(t.app, { method: 'GET', url: `/v2/llm/project/${id}/access-level`, token: owner.token })).status,
    ).toBe(404);
    await waitFor(async () => {
      const r = await t.database.sql.executeSql('select count(*)::int as n from projects where id = $1', [id]);
      return (r.rows[0] as { n: number }).n === 0;
    });
    const job = await t.database.sql.executeSql('select status from jobs where project_id = $1', [id]);
    expect(job.rows).toEqual([{ status: 'succeeded' }]);
  });
});

describe('sharing', () => {
  it('shares by email; the invitee accepts with the mailed token and gets that level', async () => {
    const id = await createProject(t, owner, 'Shared project');
    const share = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/share-project`,
      token: owner.token,
      payload: { email: second.email, accessLevel: 'editor' },
    });
    expect(share.status).toBe(200);
    const token = linkFromMail(t.mail, second.email, 'accept-share-request');

    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/project/accept-share-request',
      payload: { token },
    });
    expect(anonymous.body.data).toMatchObject({
      status: 'login-required',
      projectName: 'Shared project',
      email: second.email,
    });

    const wrongUser = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/project/accept-share-request',
      token: third.token,
      payload: { token },
    });
    expect(wrongUser.status).toBe(403);

    const accepted = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/project/accept-share-request',
      token: second.token,
      payload: { token },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', projectId: id, accessLevel: 'editor' });
    expect((await listProjects(second)).content.find((p) => p.id === id)?.accessLevel).toBe('editor');

    const reused = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/project/accept-share-request',
      token: third.token,
      payload: { token },
    });
    expect(reused.status).toBe(410);

    const access = await call(t.app, { method: 'GET', url: `/v2/llm/project/${id}/access-level`, token: second.token });
    const parsed = envelopeOf(ProjectAccessSchema).parse(access.body).data;
    expect(parsed.accessLevel).toBe('editor');
    expect(parsed.members.map((m) => m.email).sort()).toEqual([owner.email, second.email].sort());
  });

  it('lets only owners share or change access, and keeps at least one owner', async () => {
    const id = await createProject(t, owner, 'Guarded');
    await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/share-project`,
      token: owner.token,
      payload: { email: second.email, accessLevel: 'viewer' },
    });
    const token = linkFromMail(t.mail, second.email, 'accept-share-request');
    await call(t.app, {
      method: 'POST',
      url: '/v2/llm/project/accept-share-request',
      token: second.token,
      payload: { token },
    });

    const viewerShares = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/share-project`,
      token: second.token,
      payload: { email: third.email, accessLevel: 'viewer' },
    });
    expect(viewerShares.status).toBe(403);
    const viewerRenames = await call(t.app, {
      method: 'PUT',
      url: `/v2/llm/project/${id}`,
      token: second.token,
      payload: { name: 'Hijacked' },
    });
    expect(viewerRenames.status).toBe(403);

    const demoteSelf = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/update-access`,
      token: owner.token,
      payload: { userId: owner.id, accessLevel: 'viewer' },
    });
    expect(demoteSelf.status).toBe(409);

    const promote = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/update-access`,
      token: owner.token,
      payload: { userId: second.id, accessLevel: 'owner' },
    });
    expect(promote.status).toBe(200);
    const remove = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/update-access`,
      token: second.token,
      payload: { userId: owner.id, accessLevel: 'none' },
    });
    expect(remove.status).toBe(200);
    expect((await listProjects(owner)).content.some((p) => p.id === id)).toBe(false);
  });
});

describe('access requests', () => {
  it('a non-member gets 403, asks for access, and the owner grants it', async () => {
    const id = await createProject(t, owner, 'Requested');
    const denied = await call(t.app, { method: 'GET', url: `/v2/llm/project/${id}/access-level`, token: third.token });
    expect(denied.status).toBe(403);
    const byHeader = await call(t.app, { method: 'GET', url: '/v2/llm/jobs', token: third.token, projectId: id });
    expect(byHeader.status).toBe(403);

    const mine = await call(t.app, {
      method: 'GET',
      url: `/v2/llm/project/${id}/access-requests/mine`,
      token: third.token,
    });
    expect(mine.body.data).toEqual({ projectId: id, status: null, hasAccess: false });
    const asked = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/access-requests`,
      token: third.token,
      payload: { message: 'I need to read the traces' },
    });
    expect(asked.body.data.status).toBe('pending');
    const askedTwice = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/access-requests`,
      token: third.token,
      payload: {},
    });
    expect(askedTwice.status).toBe(200);
    expect(t.mail.some((m) => m.to === owner.email && m.subject.includes('asks for access'))).toBe(true);

    const pending = await call(t.app, { method: 'GET', url: '/v2/llm/access-requests', token: owner.token });
    const request = (pending.body.data.content as Array<{ id: string; projectId: string; message: string }>).filter(
      (r) => r.projectId === id,
    );
    expect(request).toHaveLength(1);
    expect(request[0]?.message).toBe('I need to read the traces');

    const notOwner = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/access-requests/${request[0]?.id}`,
      token: third.token,
      payload: { decision: 'grant', accessLevel: 'owner' },
    });
    expect(notOwner.status).toBe(403);
    const granted = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/access-requests/${request[0]?.id}`,
      token: owner.token,
      payload: { decision: 'grant', accessLevel: 'viewer' },
    });
    expect(granted.status).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: `/v2/llm/project/${id}/access-level`, token: third.token })).body.data
        .accessLevel,
    ).toBe('viewer');
    const decidedAgain = await call(t.app, {
      method: 'POST',
      url: `/v2/llm/project/${id}/access-requests/${request[0]?.id}`,
      token: owner.token,
      payload: { decision: 'refuse' },
    });
    expect(decidedAgain.status).toBe(409);
  });

  it('records recent activity visible to members only', async () => {
    const id = await createProject(t, owner, 'Busy project');
    const act = await call(t.app, { method: 'GET', url: '/v2/llm/activity?limit=50', token: owner.token });
    expect(
      (act.body.data.content as Array<{ projectId: string; summary: string }>).some(
        (a) => a.projectId === id && a.summary.includes('created'),
      ),
    ).toBe(true);
    const others = await call(t.app, { method: 'GET', url: '/v2/llm/activity?limit=50', token: third.token });
    expect((others.body.data.content as Array<{ projectId: string }>).some((a) => a.projectId === id)).toBe(false);
  });
});
