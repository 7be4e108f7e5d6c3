import { DraftSchema } from '@assay/shared/contracts/prompt-management';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { playgroundKeys } from './playground-keys';

/** The caller's unsaved work on a prompt, or null when there is none. */
export async function getPromptDraft(promptId: string) {
  const { data } = await apiRequest(`/playground/prompt/${promptId}/draft`, { schema: DraftSchema.nullable() });
  return data;
}

// Always read fresh: the draft changes under the cache every time this page autosaves.
export const getPromptDraftQueryOptions = (promptId: string) =>
  queryOptions({
    queryKey: playgroundKeys.draft(promptId),
    queryFn: () => getPromptDraft(promptId),
    staleTime: 0,
    gcTime: 0,
  });
