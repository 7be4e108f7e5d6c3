import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export function resendVerification(email: string) {
  return apiRequest('/signup/email/resend', { method: 'POST', body: { email }, skipForbiddenRedirect: true });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
