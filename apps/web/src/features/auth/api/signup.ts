import { SignupResponseSchema, type SignupRequest } from '@assay/shared/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export function signup(body: SignupRequest) {
  return apiRequest('/signup/onboarding', {
    method: 'POST',
    body,
    schema: SignupResponseSchema,
    skipForbiddenRedirect: true,
  });
}

export function useSignupMutation() {
  return useMutation({ mutationFn: signup });
}
