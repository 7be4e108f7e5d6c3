import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export function requestPasswordReset(email: string) {
  return apiRequest('/reset-password', { method: 'POST', body: { email }, skipForbiddenRedirect: true });
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
