import { AccessRequestSchema } from '@assay/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { accessRequestKeys } from './access-request-keys';

const AccessRequestListSchema = z.object({ content: z.array(AccessRequestSchema) });

/** Pending requests on one project; owners only. */
export async function listProjectAccessRequests(projectId: string) {
  const { data } = await apiRequest(`/v2/llm/project/${projectId}/access-requests`, {
    schema: AccessRequestListSchema,
    projectId,
    // Members who are not owners get a 403 here; that must not send them to the request-access page.
    skipForbiddenRedirect: true,
  });
  return data.content;
}

export const listProjectAccessRequestsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: accessRequestKeys.forProject(projectId),
    queryFn: () => listProjectAccessRequests(projectId),
  });

export function useProjectAccessRequestsQuery(projectId: string) {
  return useQuery(listProjectAccessRequestsQueryOptions(projectId));
}
