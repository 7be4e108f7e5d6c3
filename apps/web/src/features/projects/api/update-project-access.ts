import { ProjectAccessSchema, type UpdateProjectAccessRequest } from '@assay/shared/contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export type UpdateProjectAccessInput = UpdateProjectAccessRequest & { projectId: string };

/** Changes a member's level; `none` removes them from the project. */
export function updateProjectAccess({ projectId, ...body }: UpdateProjectAccessInput) {
  return apiRequest(`/v2/llm/project/${projectId}/update-access`, {
    method: 'POST',
    body,
    schema: ProjectAccessSchema,
    projectId,
    skipForbiddenRedirect: true,
  });
}

export function useUpdateProjectAccessMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectAccess,
    onSuccess: ({ data }, { projectId }) => {
      queryClient.setQueryData(projectKeys.access(projectId), data);
      // Member counts and the caller's own level in the list may have changed.
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
