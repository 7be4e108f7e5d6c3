import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export type DeleteProjectShareInput = { projectId: string; shareId: string };

/** Withdraws an invitation that has not been accepted yet. */
export function deleteProjectShare({ projectId, shareId }: DeleteProjectShareInput) {
  return apiRequest(`/v2/llm/project/${projectId}/share-project/${shareId}`, {
    method: 'DELETE',
    projectId,
    skipForbiddenRedirect: true,
  });
}

export function useDeleteProjectShareMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectShare,
    onSuccess: (_result, { projectId }) => queryClient.invalidateQueries({ queryKey: projectKeys.access(projectId) }),
  });
}
