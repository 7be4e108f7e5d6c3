import type { Credential } from '@assay/shared/contracts/credentials';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useDeleteCredentialMutation } from '../api/delete-credential';
import { PROVIDER_LABELS } from '../fns/provider-options';

type DeleteCredentialModalProps = { credential: Credential | null; opened: boolean; onClose: () => void };

export function DeleteCredentialModal({ credential, opened, onClose }: DeleteCredentialModalProps) {
  const deleteCredential = useDeleteCredentialMutation();

  const onConfirm = () => {
    if (!credential) return;
    deleteCredential.mutate(credential.id, {
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
      opened={opened && credential !== null}
      onClose={onClose}
      title="Delete credential"
    >
      <Stack gap="md">
        <Text>
          Delete <strong>{credential?.name}</strong> ({credential ? PROVIDER_LABELS[credential.provider] : ''})? Its key
          is erased, and prompts that use its models fail until you add another credential for that provider.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleteCredential.isPending}>
            Delete credential
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
