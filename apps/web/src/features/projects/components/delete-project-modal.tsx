import type { Project } from '@assay/shared/contracts/projects';
import { ConfirmModal } from '@/components/ui/confirm-modal';
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
    <ConfirmModal
      opened={opened && project !== null}
      title="Delete project"
      confirmLabel="Delete project"
      isPending={deleteProject.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Delete <strong>{project?.name}</strong>? It disappears for every member right away, and its datasets, traces and
      other data are removed in the background. This cannot be undone.
    </ConfirmModal>
  );
}
