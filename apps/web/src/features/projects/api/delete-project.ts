import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { selectedProjectStore } from '@/lib/selected-project-store';
import { projectKeys } from './project-keys';

/** The project disappears at once; the server removes its data in a background job. */
export function deleteProject(projectId: string) {
  return apiRequest(`/v2/llm/project/${projectId}`, { method: 'DELETE', projectId, skipForbiddenRedirect: true });
}

export function useDeleteProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_result, projectId) => {
      // A deleted project must not stay selected, or every project-scoped call would 403.
      const { selectedProjectId, setSelectedProjectId } = selectedProjectStore.getState();
      if (selectedProjectId === projectId) setSelectedProjectId(null);
      queryClient.removeQueries({ queryKey: projectKeys.access(projectId) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
