import { type Project, UpdateProjectRequestSchema } from '@assay/shared/contracts/projects';
import { TextFieldModal } from '@/components/ui/text-field-modal';
import { useUpdateProjectMutation } from '../api/update-project';
import { withToasts } from '@/lib/with-toasts';

type RenameProjectModalProps = { project: Project | null; opened: boolean; onClose: () => void };

export function RenameProjectModal({ project, opened, onClose }: RenameProjectModalProps) {
  const updateProject = useUpdateProjectMutation();
  return (
    <TextFieldModal
      opened={opened}
      onClose={onClose}
      title="Rename project"
      formKey={project?.id ?? null}
      field="name"
      label="Project name"
      isRequired
      maxLength={100}
      initialValue={project?.name ?? ''}
      schema={UpdateProjectRequestSchema}
      submitLabel="Save name"
      isPending={updateProject.isPending}
      onSubmit={(name, setFieldErrors) => {
        if (!project) return;
        updateProject.mutate({ projectId: project.id, name }, withToasts(onClose, setFieldErrors));
      }}
    />
  );
}
