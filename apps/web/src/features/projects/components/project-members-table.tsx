import type { ProjectAccess, ProjectMember } from '@assay/shared/contracts/projects';
import { Button, Group, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '@/features/auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateProjectAccessMutation } from '../api/update-project-access';
import { accessLevelOptions } from '../fns/access-level-options';
import { isAccessLevel } from '../fns/is-access-level';
import { AccessLevelBadge } from './access-level-badge';

type ProjectMembersTableProps = { access: ProjectAccess; isEditable: boolean };

export function ProjectMembersTable({ access, isEditable }: ProjectMembersTableProps) {
  const currentUserId = useSession((state) => state.userData?.sub);
  const updateAccess = useUpdateProjectAccessMutation();
  // Removing is confirmed in the row itself, so one stray click cannot lock someone out.
  const [confirmingUserId, setConfirmingUserId] = useState<string | null>(null);

  const onChangeLevel = (member: ProjectMember, accessLevel: ProjectMember['accessLevel'] | 'none') =>
    updateAccess.mutate(
      { projectId: access.projectId, userId: member.userId, accessLevel },
      {
        onSuccess: () => {
          notifySuccess(
            accessLevel === 'none'
              ? `${member.fullName || member.email} was removed from the project`
              : `${member.fullName || member.email} is now ${accessLevel === 'owner' ? 'an owner' : `a ${accessLevel}`}`,
          );
          setConfirmingUserId(null);
        },
        onError: (error) => notifyError(error.message),
      },
    );

  const isBusy = (member: ProjectMember) => updateAccess.isPending && updateAccess.variables?.userId === member.userId;

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Access level</Table.Th>
            {isEditable && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {access.members.map((member) => {
            const name = member.fullName || member.email;
            return (
              <Table.Tr key={member.userId}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {name}
                    {member.userId === currentUserId && (
                      <Text span size="sm" c="dimmed">
                        {' '}
                        (you)
                      </Text>
                    )}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{member.email}</Text>
                </Table.Td>
                <Table.Td>
                  {isEditable ? (
                    <Select
                      aria-label={`Access level for ${name}`}
                      size="xs"
                      w={120}
                      data={accessLevelOptions}
                      value={member.accessLevel}
                      allowDeselect={false}
                      disabled={isBusy(member)}
                      onChange={(value) =>
                        isAccessLevel(value) && value !== member.accessLevel && onChangeLevel(member, value)
                      }
                    />
                  ) : (
                    <AccessLevelBadge level={member.accessLevel} />
                  )}
                </Table.Td>
                {isEditable && (
                  <Table.Td ta="right">
                    {confirmingUserId === member.userId ? (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          color="red"
                          autoFocus
                          loading={isBusy(member)}
                          onClick={() => onChangeLevel(member, 'none')}
                        >
                          Confirm remove
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setConfirmingUserId(null)}>
                          Keep
                        </Button>
                      </Group>
                    ) : (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={updateAccess.isPending}
                        onClick={() => setConfirmingUserId(member.userId)}
                      >
                        Remove
                      </Button>
                    )}
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
