import type { OrgRole } from '@assay/shared/contracts/auth';
import type { Page } from '@assay/shared/contracts/envelope';
import type { OrgUser } from '@assay/shared/contracts/users';
import { conflict, forbidden, invalid, notFound } from '../../http/app-error';
import { hasOrgRole } from '../../http/route-access';
import { toPage } from '../../http/to-page';
import type { Mailer } from '../../mail/mailer';
import { inviteUserMail } from '../../mail/templates';
import type { Account, NewAccount, UsersRepo } from './users.repo';

export type { Account } from './users.repo';

/** The signed-in person acting on the organisation. */
export type OrgActor = { id: string; fullName: string; orgId: string; orgRole: OrgRole };

export type UsersServiceDeps = {
  repo: UsersRepo;
  mailer: Mailer;
  publicUrl: string;
  /** Called before a user is removed, so other areas can hand over what the user owned. */
  onBeforeRemove?: (removedUserId: string, actor: OrgActor) => Promise<void>;
};

export const toOrgUser = (a: Account): OrgUser => ({
  id: a.id,
  email: a.email,
  fullName: a.fullName,
  role: a.orgRole,
  status: a.status,
  isBlacklisted: a.isBlacklisted,
  createdAt: a.createdAt.toISOString(),
  lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
});

export function createUsersService(deps: UsersServiceDeps) {
  const { repo } = deps;

  async function getMemberOfOrg(actor: OrgActor, userId: string): Promise<Account> {
    const target = await repo.findById(userId);
    if (!target || target.orgId !== actor.orgId) throw notFound('No such user in your organisation');
    return target;
  }

  /** Admins manage members and admins; only owners touch owners or make new owners. */
  function assertCanManage(actor: OrgActor, target: Account, newRole?: OrgRole) {
    if (!hasOrgRole(actor.orgRole, 'admin')) throw forbidden('Only organisation owners and admins can manage users');
    const touchesOwner = target.orgRole === 'owner' || newRole === 'owner';
    if (touchesOwner && actor.orgRole !== 'owner') throw forbidden('Only an owner can change or remove an owner');
  }

  async function assertNotLastOwner(target: Account, message: string) {
    if (target.orgRole !== 'owner' || target.isBlacklisted) return;
    if ((await repo.countActiveOwners(target.orgId, target.id)) === 0) throw conflict(message);
  }

  return {
    findByEmail: (email: string) => repo.findByEmail(email),
    findById: (id: string) => repo.findById(id),
    findManyByIds: (ids: string[]) => repo.findManyByIds(ids),
    getOrganisationName: (orgId: string) => repo.getOrganisationName(orgId),
    update: (id: string, patch: Partial<NewAccount>) => repo.update(id, patch),

    /** A new person gets an organisation of their own and owns it. */
    async createAccountWithOrganisation(input: {
      email: string;
      fullName: string;
      passwordHash: string;
      orgName?: string;
    }) {
      const orgId = await repo.createOrganisation(input.orgName ?? `${input.fullName}'s organisation`);
      return repo.insert({
        orgId,
        email: input.email,
        fullName: input.fullName,
        passwordHash: input.passwordHash,
        orgRole: 'owner',
        status: 'unverified',
      });
    },

    async listOrgUsers(
      actor: OrgActor,
      query: { search?: string | undefined; page: number; size: number },
    ): Promise<Page<OrgUser>> {
      const { rows, total } = await repo.listByOrg(actor.orgId, query);
      return toPage(rows.map(toOrgUser), total, query.page, query.size);
    },

    async invite(actor: OrgActor, input: { email: string; role: OrgRole }): Promise<OrgUser> {
      if (!hasOrgRole(actor.orgRole, 'admin')) throw forbidden('Only organisation owners and admins can invite people');
      if (input.role === 'owner' && actor.orgRole !== 'owner')
        throw forbidden('Only an owner can invite another owner');
      const existing = await repo.findByEmail(input.email);
      if (existing) {
        const where =
          existing.orgId === actor.orgId
            ? 'is already in your organisation'
            : 'already belongs to another organisation';
        throw conflict(`${input.email} ${where}`, { email: [`${input.email} ${where}`] });
      }
      const invited = await repo.insert({
        orgId: actor.orgId,
        email: input.email,
        fullName: input.email.split('@')[0] ?? input.email,
        passwordHash: null,
        orgRole: input.role,
        status: 'invited',
      });
      const orgName = await repo.getOrganisationName(actor.orgId);
      const url = `${deps.publicUrl}/signup?email=${encodeURIComponent(input.email)}`;
      await deps.mailer.send(inviteUserMail(input.email, actor.fullName, orgName, url));
      return toOrgUser(invited);
    },

    async updateRole(actor: OrgActor, input: { userId: string; role: OrgRole }): Promise<OrgUser> {
      const target = await getMemberOfOrg(actor, input.userId);
      assertCanManage(actor, target, input.role);
      if (input.role !== 'owner')
        await assertNotLastOwner(target, 'The organisation needs at least one owner: make someone else an owner first');
      const updated = await repo.update(target.id, { orgRole: input.role });
      if (!updated) throw notFound('No such user in your organisation');
      return toOrgUser(updated);
    },

    async remove(actor: OrgActor, userId: string): Promise<void> {
      const target = await getMemberOfOrg(actor, userId);
      if (target.id !== actor.id) assertCanManage(actor, target);
      await assertNotLastOwner(target, 'The last owner of the organisation cannot be removed');
      await deps.onBeforeRemove?.(target.id, actor);
      await repo.delete(target.id);
    },

    async setBlacklisted(actor: OrgActor, input: { userId: string; isBlacklisted: boolean }): Promise<OrgUser> {
      const target = await getMemberOfOrg(actor, input.userId);
      if (target.id === actor.id) throw invalid('You cannot block yourself');
      assertCanManage(actor, target);
      if (input.isBlacklisted) await assertNotLastOwner(target, 'The last owner of the organisation cannot be blocked');
      const updated = await repo.update(target.id, { isBlacklisted: input.isBlacklisted });
      if (!updated) throw notFound('No such user in your organisation');
      return toOrgUser(updated);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
