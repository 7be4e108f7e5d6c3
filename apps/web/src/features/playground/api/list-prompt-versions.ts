import { PromptVersionSchema } from '@assay/shared/contracts/prompts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

/** A prompt's versions, newest first. */
export async function listPromptVersions(promptId: string) {
  const { data } = await apiRequest(`/playground/prompt/${promptId}/version`, {
    schema: z.object({ content: z.array(PromptVersionSchema) }),
  });
  return data.content;
}

export const listPromptVersionsQueryOptions = (promptId: string) =>
  queryOptions({
    queryKey: playgroundKeys.versions(promptId),
    queryFn: () => listPromptVersions(promptId),
  });

export function usePromptVersionsQuery(promptId: string | null) {
  return useQuery({ ...listPromptVersionsQueryOptions(promptId ?? ''), enabled: promptId !== null });
}
