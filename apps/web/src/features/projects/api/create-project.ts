import { ProjectSchema, type CreateProjectRequest } from '@assay/shared/contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export function createProject(body: CreateProjectRequest) {
  return apiRequest('/v2/llm/project', { method: 'POST', body, schema: ProjectSchema, skipForbiddenRedirect: true });
}

export function useCreateProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}
