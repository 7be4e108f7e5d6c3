import { DraftSchema } from '@assay/shared/contracts/prompt-management';
import { apiRequest } from '@/lib/api-client';
import { apiKeepalive } from '@/lib/api-stream';

export type SavePromptDraftInput = { promptId: string; state: unknown };

export async function savePromptDraft({ promptId, state }: SavePromptDraftInput) {
  const { data } = await apiRequest(`/playground/prompt/${promptId}/draft`, {
    method: 'PUT',
    body: { state },
    schema: DraftSchema,
    skipForbiddenRedirect: true,
  });
  return data;
}

/** The same save, sent so that it completes while the page unloads. */
export function savePromptDraftOnUnload({ promptId, state }: SavePromptDraftInput): void {
  apiKeepalive(`/playground/prompt/${promptId}/draft`, { method: 'PUT', body: { state } });
}
