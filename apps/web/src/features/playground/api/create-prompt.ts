import { PromptSchema } from '@assay/shared/contracts/prompts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

export type CreatePromptInput = { name: string; directory?: string | null };

export function createPrompt(body: CreatePromptInput) {
  // Viewers are members: a 403 here means "not allowed", not "request access".
  return apiRequest('/playground/prompt', { method: 'POST', body, schema: PromptSchema, skipForbiddenRedirect: true });
}

export function useCreatePromptMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playgroundKeys.prompts() }),
  });
}
