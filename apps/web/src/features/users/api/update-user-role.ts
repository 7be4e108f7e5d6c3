import { OrgUserSchema, type UpdateOrgAccessRequest } from '@assay/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** Changes someone's organisation role; the server keeps at least one owner. */
export function updateUserRole(body: UpdateOrgAccessRequest) {
  return apiRequest('/user/update-access-org-level', {
    method: 'PUT',
    body,
    schema: OrgUserSchema,
    skipForbiddenRedirect: true,
  });
}

export function useUpdateUserRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
