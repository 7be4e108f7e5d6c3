import type { OrgRole } from '@assay/shared/contracts/auth';
import type { OrgUser } from '@assay/shared/contracts/users';
import { Select } from '@mantine/core';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useUpdateUserRoleMutation } from '../api/update-user-role';
import { isOrgRole, ORG_ROLE_LABELS, orgRoleOptions } from '../fns/org-role-options';

type UserRoleSelectProps = { user: OrgUser; actorRole: OrgRole | undefined };

export function UserRoleSelect({ user, actorRole }: UserRoleSelectProps) {
  const updateRole = useUpdateUserRoleMutation();
  const options = orgRoleOptions(actorRole);
  // An owner row seen by an admin is not editable, but the select still has to show its value.
  const data = options.some((o) => o.value === user.role)
    ? options
    : [{ value: user.role, label: ORG_ROLE_LABELS[user.role] }, ...options];

  const onChange = (value: string | null) => {
    if (!isOrgRole(value) || value === user.role) return;
    updateRole.mutate(
      { userId: user.id, role: value },
      {
        onSuccess: ({ message }) => notifySuccess(message),
        onError: (error) => showRequestError(error),
      },
    );
  };

  return (
    <Select
      aria-label={`Role of ${user.fullName || user.email}`}
      size="xs"
      w={120}
      data={data}
      value={user.role}
      allowDeselect={false}
      disabled={updateRole.isPending}
      onChange={onChange}
    />
  );
}
