import type { AccessLevel } from '@assay/shared/contracts/projects';
import type { OrgRole } from '@assay/shared/contracts/auth';

/**
 * Who may call a route, declared on the route itself (`config.access`) and enforced in one hook.
 * - public: anyone; a bearer token is still read when present (optional auth).
 * - user: a signed-in user; optionally an org role.
 * - project: a signed-in member of the project named by the X-Project-Id header or the `:id` path parameter.
 * - apiKey: a project API key (`Bearer assay_…`), which decides the project; with `userLevel`, a signed-in
 *   member with at least that level on the X-Project-Id project is accepted too.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'user'; orgRole?: Exclude<OrgRole, 'member'> }
  | { kind: 'project'; from: 'header' | 'param'; level: AccessLevel }
  | { kind: 'apiKey'; userLevel?: AccessLevel };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'user' };
export const ORG_ADMIN: RouteAccess = { kind: 'user', orgRole: 'admin' };
export const projectAccess = (level: AccessLevel, from: 'header' | 'param' = 'header'): RouteAccess => ({
  kind: 'project',
  from,
  level,
});

export const apiKeyAccess = (userLevel?: AccessLevel): RouteAccess =>
  userLevel ? { kind: 'apiKey', userLevel } : { kind: 'apiKey' };

const LEVEL_RANK: Record<AccessLevel, number> = { viewer: 1, editor: 2, owner: 3 };
const ROLE_RANK: Record<OrgRole, number> = { member: 1, admin: 2, owner: 3 };

export const hasAccessLevel = (actual: AccessLevel, required: AccessLevel) =>
  LEVEL_RANK[actual] >= LEVEL_RANK[required];
export const hasOrgRole = (actual: OrgRole, required: OrgRole) => ROLE_RANK[actual] >= ROLE_RANK[required];
