import { apiRequest } from '@/lib/api-client';

/** Revokes the session on the server; the refresh token lets it end even with an expired access token. */
export function logoutRequest(refreshToken: string | null) {
  return apiRequest('/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
    skipForbiddenRedirect: true,
  });
}
