import type { ProjectAccess } from '@assay/shared/contracts/projects';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteProjectShareMutation } from '../api/delete-project-share';
import { formatDate } from '../fns/format-date';
import { AccessLevelBadge } from './access-level-badge';

type PendingInvitationsTableProps = { access: ProjectAccess; isEditable: boolean };

export function PendingInvitationsTable({ access, isEditable }: PendingInvitationsTableProps) {
  const deleteShare = useDeleteProjectShareMutation();

  if (access.pendingShares.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No pending invitations.{isEditable ? ' Invite someone by email above.' : ''}
      </Text>
    );
  }

  const onWithdraw = (shareId: string) =>
    deleteShare.mutate(
      { projectId: access.projectId, shareId },
      {
        onSuccess: ({ message }) => notifySuccess(message),
        onError: (error) => notifyError(error.message),
      },
    );

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Access level</Table.Th>
            <Table.Th scope="col">Expires</Table.Th>
            {isEditable && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {access.pendingShares.map((share) => (
            <Table.Tr key={share.id}>
              <Table.Td>
                <Text size="sm">{share.email}</Text>
              </Table.Td>
              <Table.Td>
                <AccessLevelBadge level={share.accessLevel} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <time dateTime={share.expiresAt}>{formatDate(share.expiresAt)}</time>
                </Text>
              </Table.Td>
              {isEditable && (
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={deleteShare.isPending && deleteShare.variables?.shareId === share.id}
                    onClick={() => onWithdraw(share.id)}
                  >
                    Withdraw
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
