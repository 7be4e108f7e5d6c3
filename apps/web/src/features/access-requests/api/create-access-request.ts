import { MyAccessRequestSchema } from '@assay/shared/contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accessRequestKeys } from './access-request-keys';

export type CreateAccessRequestInput = { projectId: string; message: string };

/** Asks the project's owners for access; they are told by email and on their dashboard. */
export function createAccessRequest({ projectId, message }: CreateAccessRequestInput) {
  return apiRequest(`/v2/llm/project/${projectId}/access-requests`, {
    method: 'POST',
    body: { message },
    schema: MyAccessRequestSchema,
    projectId,
    skipForbiddenRedirect: true,
  });
}

export function useCreateAccessRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessRequest,
    onSuccess: ({ data }, { projectId }) => queryClient.setQueryData(accessRequestKeys.mine(projectId), data),
  });
}
