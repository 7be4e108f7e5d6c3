import { type Project, UpdateProjectRequestSchema } from '@assay/shared/contracts/projects';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifySuccess } from '@/lib/notify';
import { useUpdateProjectMutation } from '../api/update-project';
import { showRequestError } from '@/lib/show-request-error';

type RenameProjectModalProps = { project: Project | null; opened: boolean; onClose: () => void };

export function RenameProjectModal({ project, opened, onClose }: RenameProjectModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened && project !== null}
      onClose={onClose}
      title="Rename project"
    >
      {/* Keyed so the field starts from the chosen project's current name each time. */}
      {project && <RenameProjectForm key={project.id} project={project} onDone={onClose} />}
    </Modal>
  );
}

function RenameProjectForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const updateProject = useUpdateProjectMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: project.name },
    validate: schemaResolver(UpdateProjectRequestSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit(({ name }) =>
    updateProject.mutate(
      { projectId: project.id, name },
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
          label="Project name"
          required
          maxLength={100}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={updateProject.isPending}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
