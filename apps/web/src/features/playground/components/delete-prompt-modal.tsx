import type { Prompt } from '@assay/shared/contracts/prompts';
import { ConfirmModal } from '@/components/ui/confirm-modal';
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
    <ConfirmModal
      opened={opened && prompt !== null}
      title="Delete prompt"
      confirmLabel="Delete prompt"
      isPending={deletePrompt.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Delete <strong>{prompt?.name}</strong> with all its versions, drafts and run history? This cannot be undone.
    </ConfirmModal>
  );
}
