import { AccessRequestSchema } from '@assay/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { accessRequestKeys } from './access-request-keys';

const AccessRequestListSchema = z.object({ content: z.array(AccessRequestSchema) });

/** Pending requests on every project the caller owns. */
export async function listPendingAccessRequests() {
  const { data } = await apiRequest('/v2/llm/access-requests', {
    schema: AccessRequestListSchema,
    skipForbiddenRedirect: true,
  });
  return data.content;
}

export const listPendingAccessRequestsQueryOptions = () =>
  queryOptions({
    queryKey: accessRequestKeys.pending(),
    queryFn: listPendingAccessRequests,
  });

export function usePendingAccessRequestsQuery() {
  return useQuery(listPendingAccessRequestsQueryOptions());
}
