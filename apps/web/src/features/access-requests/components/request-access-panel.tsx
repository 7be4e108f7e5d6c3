import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useMyAccessRequestQuery } from '../api/get-my-access-request';
import { RequestAccessForm } from './request-access-form';

export function RequestAccessPanel({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const query = useMyAccessRequestQuery(projectId);

  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Checking your access…</Text>
      </Group>
    );
  }

  if (query.isError) {
    const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Alert color="red" title={isMissing ? 'Project not found' : 'Could not check your access'}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          {isMissing ? (
            <Anchor component={Link} to="/projects" size="sm">
              Go to your projects
            </Anchor>
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const { hasAccess, status } = query.data;

  if (hasAccess) {
    const onOpenProject = () => {
      void navigate(`/projects/datasets?projectId=${encodeURIComponent(projectId)}`);
    };
    return (
      <Stack gap="sm" align="flex-start">
        <Text>You have access to this project now.</Text>
        <Button onClick={onOpenProject}>Open project</Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text>You do not have access to this project.</Text>
      {status === 'pending' ? (
        <Alert color="blue" title="Request sent" role="status">
          Your request is waiting for a project owner. This page updates when they grant it.
        </Alert>
      ) : (
        <>
          {status === 'refused' && (
            <Alert color="orange" title="Request refused">
              A project owner refused your earlier request. You can ask again, for example with a message explaining why
              you need access.
            </Alert>
          )}
          {status !== 'refused' && <Text>Ask the project owners to let you in. They will see your request.</Text>}
          <RequestAccessForm projectId={projectId} />
        </>
      )}
    </Stack>
  );
}
