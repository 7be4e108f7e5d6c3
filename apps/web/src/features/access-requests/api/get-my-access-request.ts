import { MyAccessRequestSchema } from '@assay/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accessRequestKeys } from './access-request-keys';

/** Whether the caller already has access to a project, and the state of their latest request. */
export async function getMyAccessRequest(projectId: string) {
  const { data } = await apiRequest(`/v2/llm/project/${projectId}/access-requests/mine`, {
    schema: MyAccessRequestSchema,
    projectId,
    // This is the page a 403 leads to: redirecting again would loop.
    skipForbiddenRedirect: true,
  });
  return data;
}

export const getMyAccessRequestQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: accessRequestKeys.mine(projectId),
    queryFn: () => getMyAccessRequest(projectId),
  });

/** While a request is pending the page checks now and then, so a grant shows up without a reload. */
const PENDING_RECHECK_MS = 15_000;

export function useMyAccessRequestQuery(projectId: string | null) {
  return useQuery({
    ...getMyAccessRequestQueryOptions(projectId ?? ''),
    enabled: Boolean(projectId),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && !query.state.data.hasAccess ? PENDING_RECHECK_MS : false,
  });
}
