import { OrgUserSchema, type BlacklistUserRequest } from '@assay/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** Blocks (or unblocks) someone: a blocked person's sessions stop working at once. */
export function updateUserBlacklist(body: BlacklistUserRequest) {
  return apiRequest('/user/blacklist', { method: 'POST', body, schema: OrgUserSchema, skipForbiddenRedirect: true });
}

export function useUpdateUserBlacklistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserBlacklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
