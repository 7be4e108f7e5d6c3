import { LoadError } from '@/components/ui/query-states';
import { Alert, Divider, Modal, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ProjectAccessRequests } from '@/features/access-requests';
import { useProjectAccessQuery } from '../api/get-project-access';
import { projectKeys } from '../api/project-keys';
import { InviteMemberForm } from './invite-member-form';
import { PendingInvitationsTable } from './pending-invitations-table';
import { ProjectMembersTable } from './project-members-table';

type ShareProjectDialogProps = { projectId: string | null; opened: boolean; onClose: () => void };

/** Who has access to a project; owners can invite, change levels, withdraw invitations and answer requests. */
export function ShareProjectDialog({ projectId, opened, onClose }: ShareProjectDialogProps) {
  const queryClient = useQueryClient();
  const accessQuery = useProjectAccessQuery(projectId, { enabled: opened });
  const access = accessQuery.data;
  const isOwner = access?.accessLevel === 'owner';

  const onAccessRequestDecided = () => {
    if (!projectId) return;
    void queryClient.invalidateQueries({ queryKey: projectKeys.access(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={access ? `Share ${access.projectName}` : 'Share project'}
      size="xl"
    >
      {accessQuery.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading members">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : accessQuery.isError ? (
        <LoadError
          title="Could not load who has access"
          message={accessQuery.error.message}
          onRetry={() => void accessQuery.refetch()}
        />
      ) : (
        <Stack gap="lg">
          {isOwner ? (
            <InviteMemberForm projectId={accessQuery.data.projectId} />
          ) : (
            <Alert color="gray" title="Read-only">
              You are {accessQuery.data.accessLevel === 'editor' ? 'an editor' : 'a viewer'} of this project. Only
              project owners can change who has access; ask one of the owners below.
            </Alert>
          )}

          <Stack gap="xs" component="section" aria-labelledby="share-members-heading">
            <Title order={3} size="h4" id="share-members-heading">
              Members
            </Title>
            <ProjectMembersTable access={accessQuery.data} isEditable={isOwner} />
          </Stack>

          <Stack gap="xs" component="section" aria-labelledby="share-invitations-heading">
            <Title order={3} size="h4" id="share-invitations-heading">
              Pending invitations
            </Title>
            <PendingInvitationsTable access={accessQuery.data} isEditable={isOwner} />
          </Stack>

          {isOwner && (
            <>
              <Divider />
              <Stack gap="xs" component="section" aria-labelledby="share-requests-heading">
                <Title order={3} size="h4" id="share-requests-heading">
                  Access requests
                </Title>
                <ProjectAccessRequests projectId={accessQuery.data.projectId} onDecided={onAccessRequestDecided} />
              </Stack>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
