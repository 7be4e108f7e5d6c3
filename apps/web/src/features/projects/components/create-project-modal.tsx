import { CreateProjectRequestSchema } from '@assay/shared/contracts/projects';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { useCreateProjectMutation } from '../api/create-project';
import { projectPath } from '../fns/project-path';
import { showRequestError } from '@/lib/show-request-error';

type CreateProjectModalProps = { opened: boolean; onClose: () => void };

export function CreateProjectModal({ opened, onClose }: CreateProjectModalProps) {
  const navigate = useNavigate();
  const createProject = useCreateProjectMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaResolver(CreateProjectRequestSchema, { sync: true }),
  });

  const onCloseModal = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.onSubmit((values) =>
    createProject.mutate(values, {
      onSuccess: ({ data, message }) => {
        notifySuccess(message);
        onCloseModal();
        void navigate(projectPath(data.id));
      },
      onError: (error) => showRequestError(error, form.setErrors),
    }),
  );

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onCloseModal} title="New project">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Project name"
            description="You can rename it later."
            required
            maxLength={100}
            data-autofocus
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCloseModal}>
              Cancel
            </Button>
            <Button type="submit" loading={createProject.isPending}>
              Create project
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
