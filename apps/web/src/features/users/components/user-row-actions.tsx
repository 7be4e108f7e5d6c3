import type { OrgUser } from '@assay/shared/contracts/users';
import { Button, Group } from '@mantine/core';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useUpdateUserBlacklistMutation } from '../api/update-user-blacklist';

type UserRowActionsProps = { user: OrgUser; isSelf: boolean; onRemove: (user: OrgUser) => void };

export function UserRowActions({ user, isSelf, onRemove }: UserRowActionsProps) {
  const updateBlacklist = useUpdateUserBlacklistMutation();

  // Blocking or removing yourself would end your own session mid-click; the server refuses the first anyway.
  if (isSelf) return null;

  const onToggleBlocked = () =>
    updateBlacklist.mutate(
      { userId: user.id, isBlacklisted: !user.isBlacklisted },
      {
        onSuccess: ({ message }) => notifySuccess(message),
        onError: (error) => showRequestError(error),
      },
    );

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" loading={updateBlacklist.isPending} onClick={onToggleBlocked}>
        {user.isBlacklisted ? 'Unblock' : 'Block'}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(user)}>
        Remove
      </Button>
    </Group>
  );
}
