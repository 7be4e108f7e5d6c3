import { LoginResponseSchema, type LoginRequest } from '@assay/shared/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export function authenticate(body: LoginRequest) {
  return apiRequest('/authenticate', {
    method: 'POST',
    body,
    schema: LoginResponseSchema,
    skipForbiddenRedirect: true,
  });
}

export function useAuthenticateMutation() {
  return useMutation({ mutationFn: authenticate });
}
