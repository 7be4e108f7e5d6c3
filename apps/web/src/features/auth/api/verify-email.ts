import { VerifyEmailResponseSchema } from '@assay/shared/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export function verifyEmail(token: string) {
  return apiRequest('/signup/email/verify', {
    method: 'POST',
    body: { token },
    schema: VerifyEmailResponseSchema,
    skipForbiddenRedirect: true,
  });
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: verifyEmail });
}
