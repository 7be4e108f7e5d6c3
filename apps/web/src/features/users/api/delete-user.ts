import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** Removes someone from the organisation; projects only they owned pass to the caller. */
export function deleteUser(userId: string) {
  return apiRequest('/user', { method: 'DELETE', query: { userId }, skipForbiddenRedirect: true });
}

export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
