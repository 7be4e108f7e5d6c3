import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export function updatePassword(body: { token: string; password: string }) {
  return apiRequest('/update-password', { method: 'POST', body, skipForbiddenRedirect: true });
}

export function useUpdatePasswordMutation() {
  return useMutation({ mutationFn: updatePassword });
}
