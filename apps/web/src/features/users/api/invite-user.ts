import { OrgUserSchema, type InviteUserRequest } from '@assay/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** Adds someone to the organisation and emails them a sign-up link; owners and admins only. */
export function inviteUser(body: InviteUserRequest) {
  // Org-level calls answer 403 for "not an admin", which is not a reason to request project access.
  return apiRequest('/org/user', { method: 'POST', body, schema: OrgUserSchema, skipForbiddenRedirect: true });
}

export function useInviteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
