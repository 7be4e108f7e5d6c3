import { ProjectAccessSchema } from '@assay/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** The caller's access level, the members and the open invitations of one project. */
export async function getProjectAccess(projectId: string) {
  const { data } = await apiRequest(`/v2/llm/project/${projectId}/access-level`, {
    schema: ProjectAccessSchema,
    projectId,
  });
  return data;
}

export const getProjectAccessQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.access(projectId),
    queryFn: () => getProjectAccess(projectId),
  });

export function useProjectAccessQuery(projectId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getProjectAccessQueryOptions(projectId ?? ''),
    enabled: projectId !== null && projectId !== '' && (options.enabled ?? true),
  });
}
