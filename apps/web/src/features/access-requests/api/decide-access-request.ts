import type { DecideAccessRequestRequest } from '@assay/shared/contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accessRequestKeys } from './access-request-keys';

export type DecideAccessRequestInput = DecideAccessRequestRequest & { projectId: string; requestId: string };

/** Grants (at the chosen level) or refuses a pending request; owners only. */
export function decideAccessRequest({ projectId, requestId, ...body }: DecideAccessRequestInput) {
  return apiRequest(`/v2/llm/project/${projectId}/access-requests/${requestId}`, {
    method: 'POST',
    body,
    projectId,
    skipForbiddenRedirect: true,
  });
}

/**
 * Refreshes this feature's lists; whoever shows the list passes `onDecided` to refresh what a
 * decision changes elsewhere (members, member counts, activity).
 */
export function useDecideAccessRequestMutation(options: { onDecided?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { onDecided } = options;
  return useMutation({
    mutationFn: decideAccessRequest,
    onSuccess: () => {
      onDecided?.();
      return queryClient.invalidateQueries({ queryKey: accessRequestKeys.all });
    },
  });
}
