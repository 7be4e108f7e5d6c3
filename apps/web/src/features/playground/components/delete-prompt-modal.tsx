import type { Prompt } from '@assay/shared/contracts/prompts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useDeletePromptMutation } from '../api/delete-prompt';

type DeletePromptModalProps = {
  prompt: Prompt | null;
  opened: boolean;
  onClose: () => void;
  onDeleting: (promptId: string) => void;
};

export function DeletePromptModal({ prompt, opened, onClose, onDeleting }: DeletePromptModalProps) {
  const deletePrompt = useDeletePromptMutation();

  const onConfirm = () => {
    if (!prompt) return;
    onDeleting(prompt.id);
    deletePrompt.mutate(prompt.id, {
      onSuccess: () => {
        notifySuccess(`${prompt.name} was deleted.`);
        onClose();
      },
      onError: (error) => showRequestError(error),
    });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened && prompt !== null}
      onClose={onClose}
      title="Delete prompt"
    >
      <Stack gap="md">
        <Text>
          Delete <strong>{prompt?.name}</strong> with all its versions, drafts and run history? This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deletePrompt.isPending}>
            Delete prompt
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
