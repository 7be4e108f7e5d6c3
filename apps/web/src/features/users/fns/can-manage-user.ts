import type { OrgRole } from '@assay/shared/contracts/auth';
import type { OrgUser } from '@assay/shared/contracts/users';

/** Mirrors the server's rule so the page offers only what will be allowed: admins never touch owners. */
export function canManageUser(actorRole: OrgRole | undefined, target: Pick<OrgUser, 'role'>): boolean {
  if (actorRole === 'owner') return true;
  return actorRole === 'admin' && target.role !== 'owner';
}
