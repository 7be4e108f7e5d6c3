import { PromptSchema } from '@assay/shared/contracts/prompts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

/** A rename, a move (`directory: null` is the top level), or both. */
export type UpdatePromptInput = { promptId: string; name?: string; directory?: string | null };

export function updatePrompt({ promptId, ...body }: UpdatePromptInput) {
  return apiRequest(`/playground/prompt/${promptId}`, {
    method: 'PUT',
    body,
    schema: PromptSchema,
    skipForbiddenRedirect: true,
  });
}

export function useUpdatePromptMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.prompts() }),
  });
}
