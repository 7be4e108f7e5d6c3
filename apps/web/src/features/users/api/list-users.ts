import { pageOf } from '@assay/shared/contracts/envelope';
import { OrgUserSchema } from '@assay/shared/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys, type ListUsersParams } from './user-keys';

export type { ListUsersParams } from './user-keys';

/** People in the caller's organisation, by name. */
export async function listUsers(params: ListUsersParams) {
  const { data } = await apiRequest('/users', {
    query: params,
    schema: pageOf(OrgUserSchema),
    skipForbiddenRedirect: true,
  });
  return data;
}

export const listUsersQueryOptions = (params: ListUsersParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: () => listUsers(params),
    placeholderData: keepPreviousData,
  });

export function useUsersQuery(params: ListUsersParams) {
  return useQuery(listUsersQueryOptions(params));
}
