import type { OrgUser, UserStatus } from '@assay/shared/contracts/users';
import { Badge, Group } from '@mantine/core';

const STATUS: Record<UserStatus, { label: string; color: string }> = {
  invited: { label: 'Invited', color: 'blue' },
  unverified: { label: 'Unverified', color: 'yellow' },
  active: { label: 'Active', color: 'green' },
};

export function UserStatusBadges({ user }: { user: Pick<OrgUser, 'status' | 'isBlacklisted'> }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={STATUS[user.status].color}>
        {STATUS[user.status].label}
      </Badge>
      {user.isBlacklisted && (
        <Badge variant="filled" color="red">
          Blocked
        </Badge>
      )}
    </Group>
  );
}
