import type { Prompt } from '@assay/shared/contracts/prompts';
import { DirectorySchema } from '@assay/shared/contracts/prompt-management';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useUpdatePromptMutation } from '../api/update-prompt';

type MovePromptModalProps = { prompt: Prompt | null; opened: boolean; onClose: () => void };

const MoveFormSchema = z.object({ directory: DirectorySchema });

export function MovePromptModal({ prompt, opened, onClose }: MovePromptModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened && prompt !== null}
      onClose={onClose}
      title="Move prompt"
    >
      {prompt && <MovePromptForm key={prompt.id} prompt={prompt} onDone={onClose} />}
    </Modal>
  );
}

function MovePromptForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const updatePrompt = useUpdatePromptMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { directory: prompt.directory ?? '' },
    validate: schemaResolver(MoveFormSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit(({ directory }) =>
    updatePrompt.mutate(
      // An empty folder moves the prompt to the top level.
      { promptId: prompt.id, directory: directory.trim() || null },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
        onError: (error) => showRequestError(error, form.setErrors),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Folder"
          description="A path such as support/refunds. Leave empty to move the prompt to the top level."
          maxLength={200}
          data-autofocus
          key={form.key('directory')}
          {...form.getInputProps('directory')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={updatePrompt.isPending}>
            Move prompt
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
