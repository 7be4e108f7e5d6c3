import type { Prompt } from '@assay/shared/contracts/prompts';
import { DirectorySchema } from '@assay/shared/contracts/prompt-management';
import { z } from 'zod';
import { TextFieldModal } from '@/components/ui/text-field-modal';
import { useUpdatePromptMutation } from '../api/update-prompt';
import { withToasts } from '@/lib/with-toasts';

type MovePromptModalProps = { prompt: Prompt | null; opened: boolean; onClose: () => void };

const MoveFormSchema = z.object({ directory: DirectorySchema });

export function MovePromptModal({ prompt, opened, onClose }: MovePromptModalProps) {
  const updatePrompt = useUpdatePromptMutation();
  return (
    <TextFieldModal
      opened={opened}
      onClose={onClose}
      title="Move prompt"
      formKey={prompt?.id ?? null}
      field="directory"
      label="Folder"
      description="A path such as support/refunds. Leave empty to move the prompt to the top level."
      maxLength={200}
      initialValue={prompt?.directory ?? ''}
      schema={MoveFormSchema}
      submitLabel="Move prompt"
      isPending={updatePrompt.isPending}
      onSubmit={(directory, setFieldErrors) => {
        if (!prompt) return;
        updatePrompt.mutate(
          // An empty folder moves the prompt to the top level.
          { promptId: prompt.id, directory: directory.trim() || null },
          withToasts(onClose, setFieldErrors),
        );
      }}
    />
  );
}
