import type { OrgRole } from '@assay/shared/contracts/auth';

const ORG_ROLE_LABELS: Record<OrgRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export function formatOrgRole(role: OrgRole): string {
  return ORG_ROLE_LABELS[role];
}
