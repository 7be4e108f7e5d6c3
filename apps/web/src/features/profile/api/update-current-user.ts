import { SessionUserSchema, type EditUserRequest } from '@assay/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionStore, startSession } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { profileKeys } from './profile-keys';

const EditUserResponseSchema = z.object({ user: SessionUserSchema, token: z.string() });

/** Changes the caller's name and/or password; the answer carries an access token with the new claims. */
export function updateCurrentUser(body: EditUserRequest) {
  return apiRequest('/edit-user', {
    method: 'POST',
    body,
    schema: EditUserResponseSchema,
    skipForbiddenRedirect: true,
  });
}

/** The old token still names the old full name, so the new one replaces it (and the decoded userData). */
function storeNewToken(token: string) {
  const refreshToken = sessionStore.getState().refreshToken;
  if (refreshToken) startSession(token, refreshToken);
  else storage.set('token', token);
}

export function useUpdateCurrentUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: ({ data }) => {
      storeNewToken(data.token);
      queryClient.setQueryData(profileKeys.me, data.user);
    },
  });
}
