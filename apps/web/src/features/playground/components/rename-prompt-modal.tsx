import type { Prompt } from '@assay/shared/contracts/prompts';
import { PromptNameSchema } from '@assay/shared/contracts/prompt-management';
import { z } from 'zod';
import { TextFieldModal } from '@/components/ui/text-field-modal';
import { useUpdatePromptMutation } from '../api/update-prompt';
import { withToasts } from '@/lib/with-toasts';

type RenamePromptModalProps = { prompt: Prompt | null; opened: boolean; onClose: () => void };

const RenameFormSchema = z.object({ name: PromptNameSchema });

export function RenamePromptModal({ prompt, opened, onClose }: RenamePromptModalProps) {
  const updatePrompt = useUpdatePromptMutation();
  return (
    <TextFieldModal
      opened={opened}
      onClose={onClose}
      title="Rename prompt"
      formKey={prompt?.id ?? null}
      field="name"
      label="Prompt name"
      isRequired
      maxLength={120}
      initialValue={prompt?.name ?? ''}
      schema={RenameFormSchema}
      submitLabel="Save name"
      isPending={updatePrompt.isPending}
      onSubmit={(name, setFieldErrors) => {
        if (!prompt) return;
        updatePrompt.mutate({ promptId: prompt.id, name: name.trim() }, withToasts(onClose, setFieldErrors));
      }}
    />
  );
}
