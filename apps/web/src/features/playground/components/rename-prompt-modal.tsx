import type { Prompt } from '@assay/shared/contracts/prompts';
import { PromptNameSchema } from '@assay/shared/contracts/prompt-management';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useUpdatePromptMutation } from '../api/update-prompt';

type RenamePromptModalProps = { prompt: Prompt | null; opened: boolean; onClose: () => void };

const RenameFormSchema = z.object({ name: PromptNameSchema });

export function RenamePromptModal({ prompt, opened, onClose }: RenamePromptModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened && prompt !== null}
      onClose={onClose}
      title="Rename prompt"
    >
      {/* Keyed so the field starts from the chosen prompt's current name each time. */}
      {prompt && <RenamePromptForm key={prompt.id} prompt={prompt} onDone={onClose} />}
    </Modal>
  );
}

function RenamePromptForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const updatePrompt = useUpdatePromptMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: prompt.name },
    validate: schemaResolver(RenameFormSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit(({ name }) =>
    updatePrompt.mutate(
      { promptId: prompt.id, name: name.trim() },
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
          label="Prompt name"
          required
          maxLength={120}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={updatePrompt.isPending}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
