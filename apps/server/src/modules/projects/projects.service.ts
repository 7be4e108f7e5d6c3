import type { Page } from '@assay/shared/contracts/envelope';
import type {
  AcceptShareResponse,
  AccessLevel,
  AccessRequest,
  MyAccessRequest,
  Project,
  ProjectAccess,
  UpdateProjectAccessRequest,
} from '@assay/shared/contracts/projects';
import { conflict, forbidden, gone, invalid, notFound } from '../../http/app-error';
import type { ProjectContext } from '../../http/request-context';
import { hasAccessLevel } from '../../http/route-access';
import { toPage } from '../../http/to-page';
import type { Mailer } from '../../mail/mailer';
import { accessRequestMail, shareProjectMail } from '../../mail/templates';
import type { ActivityService } from '../activity/activity.service';
import { createOpaqueToken, hashToken } from '../auth/opaque-token';
import type { UsersService } from '../users/users.service';
import type { ProjectsRepo } from './projects.repo';

export type Actor = { id: string; fullName: string; email: string; orgId: string };

export type ProjectsServiceDeps = {
  repo: ProjectsRepo;
  users: UsersService;
  activity: ActivityService;
  mailer: Mailer;
  publicUrl: string;
  /** Queues the background purge of a deleted project's data. */
  enqueuePurge: (project: { id: string; orgId: string }, actor: Actor) => Promise<void>;
  now?: () => Date;
};

const SHARE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function createProjectsService(deps: ProjectsServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function assertKeepsAnOwner(projectId: string, userId: string, newLevel: AccessLevel | 'none') {
    if (newLevel === 'owner') return;
    const member = await repo.findMember(projectId, userId);
    if (member?.accessLevel === 'owner' && (await repo.countOwners(projectId, userId)) === 0) {
      throw conflict('A project needs at least one owner: make someone else an owner first');
    }
  }

  /** Gives access without ever lowering a level someone already has. */
  async function grant(projectId: string, userId: string, level: AccessLevel) {
    const member = await repo.findMember(projectId, userId);
    if (member && hasAccessLevel(member.accessLevel, level)) return member.accessLevel;
    await repo.setMember(projectId, userId, level);
    return level;
  }

  return {
    async lookupAccess(projectId: string, userId: string): Promise<ProjectContext | 'no-access' | null> {
      const row = await repo.findWithAccess(projectId, userId);
      if (!row) return null;
      if (!row.accessLevel) return 'no-access';
      return { id: row.id, name: row.name, orgId: row.orgId, accessLevel: row.accessLevel };
    },

    async list(
      userId: string,
      query: { search?: string | undefined; page: number; size: number },
    ): Promise<Page<Project>> {
      const { rows, total } = await repo.listForMember(userId, query);
      const content = rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      }));
      return toPage(content, total, query.page, query.size);
    },

    async create(actor: Actor, name: string): Promise<Project> {
      const p = await repo.create({ orgId: actor.orgId, name, ownerId: actor.id });
      await deps.activity.record({
        projectId: p.id,
        actor,
        type: 'project.created',
        summary: `created the project "${name}"`,
      });
      return {
        id: p.id,
        name: p.name,
        accessLevel: 'owner',
        memberCount: 1,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      };
    },

    async rename(actor: Actor, project: ProjectContext, name: string): Promise<Project> {
      const p = await repo.rename(project.id, name);
      if (!p) throw notFound('Project not found');
      await deps.activity.record({
        projectId: p.id,
        actor,
        type: 'project.renamed',
        summary: `renamed "${project.name}" to "${name}"`,
      });
      const members = await repo.listMembers(p.id);
      return {
        id: p.id,
        name: p.name,
        accessLevel: project.accessLevel,
        memberCount: members.length,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      };
    },

    /** The project disappears at once; its data is removed by a background job. */
    async delete(actor: Actor, project: ProjectContext): Promise<void> {
      await repo.markDeleted(project.id);
      await deps.enqueuePurge({ id: project.id, orgId: project.orgId }, actor);
    },

    purge: (projectId: string) => repo.purge(projectId),

    async getAccess(project: ProjectContext): Promise<ProjectAccess> {
      const [members, shares] = await Promise.all([
        repo.listMembers(project.id),
        repo.listPendingShares(project.id, now()),
      ]);
      return {
        projectId: project.id,
        projectName: project.name,
        accessLevel: project.accessLevel,
        members,
        pendingShares: shares.map((s) => ({
          id: s.id,
          email: s.email,
          accessLevel: s.accessLevel,
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
      };
    },

    async updateAccess(
      actor: Actor,
      project: ProjectContext,
      input: UpdateProjectAccessRequest,
    ): Promise<ProjectAccess> {
      const member = await repo.findMember(project.id, input.userId);
      if (!member) throw notFound('That person is not a member of this project');
      await assertKeepsAnOwner(project.id, input.userId, input.accessLevel);
      const target = await deps.users.findById(input.userId);
      const who = target?.fullName ?? 'a member';
      if (input.accessLevel === 'none') {
        await repo.removeMember(project.id, input.userId);
        await deps.activity.record({
          projectId: project.id,
          actor,
          type: 'project.member-removed',
          summary: `removed ${who} from the project`,
        });
      } else {
        await repo.setMember(project.id, input.userId, input.accessLevel);
        await deps.activity.record({
          projectId: project.id,
          actor,
          type: 'project.access-changed',
          summary: `gave ${who} ${input.accessLevel} access`,
        });
      }
      const refreshed = await repo.findWithAccess(project.id, actor.id);
      return this.getAccess({ ...project, accessLevel: refreshed?.accessLevel ?? project.accessLevel });
    },

    async share(actor: Actor, project: ProjectContext, input: { email: string; accessLevel: AccessLevel }) {
      const existing = await deps.users.findByEmail(input.email);
      if (existing && (await repo.findMember(project.id, existing.id))) {
        throw conflict(`${input.email} already has access to this project`, {
          email: ['Already has access to this project'],
        });
      }
      const token = createOpaqueToken();
      const share = await repo.insertShare({
        projectId: project.id,
        email: input.email,
        accessLevel: input.accessLevel,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        expiresAt: new Date(now().getTime() + SHARE_TTL_MS),
      });
      const url = `${deps.publicUrl}/accept-share-request/${token}`;
      await deps.mailer.send(shareProjectMail(input.email, actor.fullName, project.name, input.accessLevel, url));
      await deps.activity.record({
        projectId: project.id,
        actor,
        type: 'project.shared',
        summary: `shared the project with ${input.email} (${input.accessLevel})`,
      });
      return {
        id: share.id,
        email: share.email,
        accessLevel: share.accessLevel,
        createdAt: share.createdAt.toISOString(),
        expiresAt: share.expiresAt.toISOString(),
      };
    },

    async revokeShare(project: ProjectContext, shareId: string) {
      if (!(await repo.revokeShare(project.id, shareId))) throw notFound('No open invitation with that id');
    },

    /** With a signed-in caller the share is accepted; without one the web is told to log in first. */
    async acceptShare(token: string, caller: Actor | null): Promise<AcceptShareResponse> {
      const found = await repo.findShareByHash(hashToken(token));
      if (!found || found.projectDeletedAt) throw invalid('This invitation link is not valid');
      const { share } = found;
      const base = {
        projectId: share.projectId,
        projectName: found.projectName,
        accessLevel: share.accessLevel,
        email: share.email,
      };
      if (share.revokedAt) throw gone('This invitation has been withdrawn by the project owner');
      if (share.acceptedAt) {
        if (caller && share.acceptedBy === caller.id) return { ...base, status: 'accepted' };
        throw gone('This invitation has already been used');
      }
      if (share.expiresAt < now()) throw gone('This invitation has expired. Ask the project owner to share it again.');
      if (!caller) return { ...base, status: 'login-required' };
      if (caller.email !== share.email) {
        throw forbidden(`This invitation was sent to ${share.email}. Log in with that account to accept it.`);
      }
      if (!(await repo.acceptShare(share.id, caller.id))) throw gone('This invitation has already been used');
      const level = await grant(share.projectId, caller.id, share.accessLevel);
      await repo.closePendingRequest(share.projectId, caller.id, share.invitedBy ?? caller.id);
      await deps.activity.record({
        projectId: share.projectId,
        actor: caller,
        type: 'project.share-accepted',
        summary: `joined the project (${level})`,
      });
      return { ...base, accessLevel: level, status: 'accepted' };
    },

    async requestAccess(actor: Actor, projectId: string, message: string): Promise<MyAccessRequest> {
      const found = await repo.findWithAccess(projectId, actor.id);
      if (!found) throw notFound('Project not found');
      if (found.accessLevel) return { projectId, status: null, hasAccess: true };
      const request = await repo.upsertPendingRequest(projectId, actor.id, message);
      const owners = await repo.listOwnerEmails(projectId);
      const mail = (to: string) => accessRequestMail(to, actor.fullName, found.name, `${deps.publicUrl}/dashboard`);
      await Promise.all(owners.map((to) => deps.mailer.send(mail(to))));
      return { projectId, status: request.status, hasAccess: false };
    },

    async getMyRequest(actor: Actor, projectId: string): Promise<MyAccessRequest> {
      const found = await repo.findWithAccess(projectId, actor.id);
      if (!found) throw notFound('Project not found');
      if (found.accessLevel) return { projectId, status: null, hasAccess: true };
      const latest = await repo.findLatestRequest(projectId, actor.id);
      return { projectId, status: latest?.status ?? null, hasAccess: false };
    },

    async listRequests(filter: { projectId: string } | { ownerId: string }): Promise<AccessRequest[]> {
      const rows = await repo.listPendingRequests(filter);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    async decideRequest(
      actor: Actor,
      project: ProjectContext,
      requestId: string,
      decision: 'grant' | 'refuse',
      level: AccessLevel,
    ) {
      const request = await repo.findRequest(project.id, requestId);
      if (!request) throw notFound('No such access request on this project');
      if (request.status !== 'pending') throw conflict(`This request was already ${request.status}`);
      if (!(await repo.decideRequest(request.id, decision === 'grant' ? 'granted' : 'refused', actor.id))) {
        throw conflict('This request was decided by someone else just now');
      }
      const requester = await deps.users.findById(request.userId);
      const who = requester?.fullName ?? 'someone';
      if (decision === 'grant') {
        const granted = await grant(project.id, request.userId, level);
        await deps.activity.record({
          projectId: project.id,
          actor,
          type: 'project.access-granted',
          summary: `granted ${who} ${granted} access`,
        });
      } else {
        await deps.activity.record({
          projectId: project.id,
          actor,
          type: 'project.access-refused',
          summary: `refused access to ${who}`,
        });
      }
    },

    /** Before a user is removed from the organisation, projects only they owned pass to the person removing them. */
    async handOverProjects(removedUserId: string, newOwnerId: string) {
      if (removedUserId === newOwnerId) {
        const solelyOwned = await repo.listSolelyOwnedBy(removedUserId);
        if (solelyOwned.length > 0)
          throw conflict('You are the only owner of some projects: give them another owner first');
        return;
      }
      for (const projectId of await repo.listSolelyOwnedBy(removedUserId))
        await repo.setMember(projectId, newOwnerId, 'owner');
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
