import { OptimizePromptResponseSchema } from '@assay/shared/contracts/prompt-management';
import type { PromptTemplate } from '@assay/shared/contracts/prompts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type OptimizePromptInput = { promptTemplate: PromptTemplate; goal: string; model?: string };

/** Asks a model to rewrite the messages towards a goal; nothing is saved until the user accepts. */
export async function optimizePrompt({ promptTemplate, goal, model }: OptimizePromptInput) {
  const { data } = await apiRequest('/playground/prompt/optimize', {
    method: 'POST',
    body: { promptTemplate, goal, ...(model ? { model } : {}) },
    schema: OptimizePromptResponseSchema,
    skipForbiddenRedirect: true,
  });
  return data;
}

export function useOptimizePromptMutation() {
  return useMutation({ mutationFn: optimizePrompt });
}
