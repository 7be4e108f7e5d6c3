import type { OrgUser } from '@assay/shared/contracts/users';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useDeleteUserMutation } from '../api/delete-user';

type RemoveUserModalProps = { user: OrgUser | null; opened: boolean; onClose: () => void };

export function RemoveUserModal({ user, opened, onClose }: RemoveUserModalProps) {
  const deleteUser = useDeleteUserMutation();
  const name = user ? user.fullName || user.email : '';

  const onConfirm = () => {
    if (!user) return;
    deleteUser.mutate(user.id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onClose();
      },
      onError: (error) => showRequestError(error),
    });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened && user !== null}
      onClose={onClose}
      title="Remove user"
    >
      <Stack gap="md">
        <Text>
          Remove <strong>{name}</strong> ({user?.email}) from the organisation? Their account is deleted and they lose
          access to every project. Projects only they own are handed over to you.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleteUser.isPending}>
            Remove user
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
