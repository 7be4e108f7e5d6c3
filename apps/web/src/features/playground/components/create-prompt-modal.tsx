import { CreatePromptRequestSchema } from '@assay/shared/contracts/prompt-management';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useCreatePromptMutation } from '../api/create-prompt';

type CreatePromptModalProps = { opened: boolean; onClose: () => void; onCreated: (promptId: string) => void };

export function CreatePromptModal({ opened, onClose, onCreated }: CreatePromptModalProps) {
  const createPrompt = useCreatePromptMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', directory: '' },
    validate: schemaResolver(CreatePromptRequestSchema, { sync: true }),
  });

  const onCloseModal = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.onSubmit(({ name, directory }) =>
    createPrompt.mutate(
      { name: name.trim(), directory: directory.trim() || null },
      {
        onSuccess: ({ data, message }) => {
          notifySuccess(message);
          onCloseModal();
          onCreated(data.id);
        },
        onError: (error) => showRequestError(error, form.setErrors),
      },
    ),
  );

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onCloseModal} title="New prompt">
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
          <TextInput
            label="Folder"
            description="Optional. A path such as support/refunds groups prompts in the list."
            maxLength={200}
            key={form.key('directory')}
            {...form.getInputProps('directory')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCloseModal}>
              Cancel
            </Button>
            <Button type="submit" loading={createPrompt.isPending}>
              Create prompt
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
