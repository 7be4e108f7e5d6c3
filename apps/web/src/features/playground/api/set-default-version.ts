import { PromptVersionSchema } from '@assay/shared/contracts/prompts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

export type SetDefaultVersionInput = { promptId: string; versionId: string };

/** The default version is the one the prompt opens on. */
export function setDefaultVersion({ versionId }: SetDefaultVersionInput) {
  return apiRequest(`/playground/prompt/version/${versionId}/default`, {
    method: 'PUT',
    schema: PromptVersionSchema,
    skipForbiddenRedirect: true,
  });
}

export function useSetDefaultVersionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultVersion,
    onSuccess: (_result, { promptId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playgroundKeys.versions(promptId) }),
        queryClient.invalidateQueries({ queryKey: [...playgroundKeys.prompts(), 'list'] }),
      ]),
  });
}
