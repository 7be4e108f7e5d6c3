import { PromptVersionSchema, type PromptTemplate } from '@assay/shared/contracts/prompts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

export type CommitPromptVersionInput = { promptId: string; name?: string; template: PromptTemplate };

/** Saves an immutable version; the server also discards the caller's draft of the prompt. */
export function commitPromptVersion({ promptId, name, template }: CommitPromptVersionInput) {
  return apiRequest(`/playground/prompt/${promptId}/version`, {
    method: 'POST',
    body: { ...(name ? { name } : {}), template },
    schema: PromptVersionSchema,
    skipForbiddenRedirect: true,
  });
}

export function useCommitPromptVersionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitPromptVersion,
    onSuccess: (_result, { promptId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playgroundKeys.versions(promptId) }),
        queryClient.invalidateQueries({ queryKey: playgroundKeys.draft(promptId) }),
        // The list shows each prompt's latest version number.
        queryClient.invalidateQueries({ queryKey: [...playgroundKeys.prompts(), 'list'] }),
      ]),
  });
}
