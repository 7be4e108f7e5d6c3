import { pageOf } from '@assay/shared/contracts/envelope';
import { ProjectSchema } from '@assay/shared/contracts/projects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys, type ListProjectsParams } from './project-keys';

export type { ListProjectsParams } from './project-keys';

export async function listProjects(params: ListProjectsParams = {}) {
  const { data } = await apiRequest('/v2/llm/list-project', {
    query: { search: params.search, page: params.page ?? 0, size: params.size ?? 50 },
    schema: pageOf(ProjectSchema),
    skipForbiddenRedirect: true,
  });
  return data;
}

export const listProjectsQueryOptions = (params: ListProjectsParams = {}) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => listProjects(params),
    // Keeps the table on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export function useProjectsQuery(params: ListProjectsParams = {}) {
  return useQuery(listProjectsQueryOptions(params));
}
