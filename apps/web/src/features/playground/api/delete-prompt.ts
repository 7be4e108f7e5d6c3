import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

/** Deletes a prompt with its versions, drafts and history. */
export function deletePrompt(promptId: string) {
  return apiRequest(`/playground/prompt/${promptId}`, { method: 'DELETE', skipForbiddenRedirect: true });
}

export function useDeletePromptMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrompt,
    onSuccess: (_result, promptId) => {
      // Its versions, draft and history are gone; the ones still on screen leave with the selection.
      queryClient.removeQueries({ queryKey: [...playgroundKeys.prompts(), promptId], type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: [...playgroundKeys.prompts(), 'list'] });
    },
  });
}
