import type { AccessLevel, AccessRequest } from '@assay/shared/contracts/projects';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDecideAccessRequestMutation } from '../api/decide-access-request';
import { accessLevelOptions, isAccessLevel } from '../fns/access-level-options';
import { formatRequestedAt } from '../fns/format-requested-at';

type AccessRequestItemProps = {
  request: AccessRequest;
  /** On the dashboard requests from several projects are mixed, so each names its project. */
  isProjectNameShown: boolean;
  onDecided?: () => void;
};

export function AccessRequestItem({ request, isProjectNameShown, onDecided }: AccessRequestItemProps) {
  const [accessLevel, setAccessLevel] = useState<AccessLevel>('viewer');
  const decide = useDecideAccessRequestMutation({ onDecided });
  const requester = request.fullName || request.email;

  const onDecide = (decision: 'grant' | 'refuse') =>
    decide.mutate(
      { projectId: request.projectId, requestId: request.id, decision, accessLevel },
      {
        onSuccess: ({ message }) => notifySuccess(message),
        onError: (error) => notifyError(error.message),
      },
    );

  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} truncate>
            {requester}
          </Text>
          {request.fullName && (
            <Text size="sm" c="dimmed" truncate>
              {request.email}
            </Text>
          )}
          {isProjectNameShown && (
            <Text size="sm">
              Project:{' '}
              <Text span fw={500}>
                {request.projectName}
              </Text>
            </Text>
          )}
          {request.message && (
            <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              “{request.message}”
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Requested <time dateTime={request.createdAt}>{formatRequestedAt(request.createdAt)}</time>
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label="Access level"
            aria-label={`Access level for ${requester}`}
            size="xs"
            w={110}
            data={accessLevelOptions}
            value={accessLevel}
            allowDeselect={false}
            onChange={(value) => isAccessLevel(value) && setAccessLevel(value)}
            disabled={decide.isPending}
          />
          <Button
            size="xs"
            onClick={() => onDecide('grant')}
            loading={decide.isPending && decide.variables?.decision === 'grant'}
            disabled={decide.isPending}
          >
            Grant
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => onDecide('refuse')}
            loading={decide.isPending && decide.variables?.decision === 'refuse'}
            disabled={decide.isPending}
          >
            Refuse
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
