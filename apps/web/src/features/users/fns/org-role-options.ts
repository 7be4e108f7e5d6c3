import { OrgRoleSchema, type OrgRole } from '@assay/shared/contracts/auth';

export const ORG_ROLE_LABELS: Record<OrgRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** Only owners may hand out the owner role; admins choose between admin and member. */
export function orgRoleOptions(actorRole: OrgRole | undefined): { value: OrgRole; label: string }[] {
  const roles: OrgRole[] = actorRole === 'owner' ? ['owner', 'admin', 'member'] : ['admin', 'member'];
  return roles.map((value) => ({ value, label: ORG_ROLE_LABELS[value] }));
}

export function isOrgRole(value: unknown): value is OrgRole {
  return OrgRoleSchema.safeParse(value).success;
}
