import { ProjectSchema } from '@assay/shared/contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export type UpdateProjectInput = { projectId: string; name: string };

/** Renames a project (owners only). */
export function updateProject({ projectId, name }: UpdateProjectInput) {
  return apiRequest(`/v2/llm/project/${projectId}`, {
    method: 'PUT',
    body: { name },
    schema: ProjectSchema,
    projectId,
    skipForbiddenRedirect: true,
  });
}

export function useUpdateProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
