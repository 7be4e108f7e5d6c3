import { PendingShareSchema, type AccessLevel } from '@assay/shared/contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export type ShareProjectInput = { projectId: string; email: string; accessLevel: AccessLevel };

/** Invites someone by email; they join when they accept the emailed link. */
export function shareProject({ projectId, ...body }: ShareProjectInput) {
  return apiRequest(`/v2/llm/project/${projectId}/share-project`, {
    method: 'POST',
    body,
    schema: PendingShareSchema,
    projectId,
    skipForbiddenRedirect: true,
  });
}

export function useShareProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareProject,
    onSuccess: (_result, { projectId }) => queryClient.invalidateQueries({ queryKey: projectKeys.access(projectId) }),
  });
}
