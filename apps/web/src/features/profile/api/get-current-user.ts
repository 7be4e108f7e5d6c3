import { SessionUserSchema } from '@assay/shared/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** The signed-in user with their organisation's name and their role in it. */
export async function getCurrentUser() {
  const { data } = await apiRequest('/me', { schema: SessionUserSchema, skipForbiddenRedirect: true });
  return data;
}

export const getCurrentUserQueryOptions = () => queryOptions({ queryKey: profileKeys.me, queryFn: getCurrentUser });

export function useCurrentUserQuery() {
  return useQuery(getCurrentUserQueryOptions());
}
