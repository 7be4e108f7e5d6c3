import { AcceptShareResponseSchema } from '@assay/shared/contracts/projects';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** Works signed out too: the answer then says whose login the invitation waits for. */
export function acceptShareRequest(token: string) {
  return apiRequest('/v2/llm/project/accept-share-request', {
    method: 'POST',
    body: { token },
    schema: AcceptShareResponseSchema,
    skipForbiddenRedirect: true,
  });
}

export function useAcceptShareRequestMutation() {
  return useMutation({ mutationFn: acceptShareRequest });
}
