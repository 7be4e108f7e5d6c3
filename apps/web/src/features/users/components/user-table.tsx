import type { OrgRole } from '@assay/shared/contracts/auth';
import type { OrgUser } from '@assay/shared/contracts/users';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { canManageUser } from '../fns/can-manage-user';
import { ORG_ROLE_LABELS } from '../fns/org-role-options';
import { UserRoleSelect } from './user-role-select';
import { UserRowActions } from './user-row-actions';
import { UserStatusBadges } from './user-status-badges';

type UserTableProps = {
  users: OrgUser[];
  currentUserId: string | undefined;
  actorRole: OrgRole | undefined;
  isManager: boolean;
  onRemove: (user: OrgUser) => void;
};

export function UserTable({ users, currentUserId, actorRole, isManager, onRemove }: UserTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Role</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            {isManager && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            const isEditable = isManager && canManageUser(actorRole, user);
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {user.fullName}
                    {isSelf && (
                      <Text span size="sm" c="dimmed">
                        {' '}
                        (you)
                      </Text>
                    )}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {isEditable ? (
                    <UserRoleSelect user={user} actorRole={actorRole} />
                  ) : (
                    <Text size="sm">{ORG_ROLE_LABELS[user.role]}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <UserStatusBadges user={user} />
                </Table.Td>
                {isManager && (
                  <Table.Td ta="right">
                    {isEditable && <UserRowActions user={user} isSelf={isSelf} onRemove={onRemove} />}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
