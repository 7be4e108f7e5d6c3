import type { Project } from '@assay/shared/contracts/projects';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteProjectMutation } from '../api/delete-project';

type DeleteProjectModalProps = { project: Project | null; opened: boolean; onClose: () => void };

export function DeleteProjectModal({ project, opened, onClose }: DeleteProjectModalProps) {
  const deleteProject = useDeleteProjectMutation();

  const onConfirm = () => {
    if (!project) return;
    deleteProject.mutate(project.id, {
      onSuccess: () => {
        notifySuccess(`${project.name} was deleted. Its data is being removed in the background.`);
        onClose();
      },
      onError: (error) => notifyError(error.message),
    });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened && project !== null}
      onClose={onClose}
      title="Delete project"
    >
      <Stack gap="md">
        <Text>
          Delete <strong>{project?.name}</strong>? It disappears for every member right away, and its datasets, traces
          and other data are removed in the background. This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleteProject.isPending}>
            Delete project
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
