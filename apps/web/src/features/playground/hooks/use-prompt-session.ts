import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { getPromptDraftQueryOptions } from '../api/get-prompt-draft';
import { listPromptVersionsQueryOptions, usePromptVersionsQuery } from '../api/list-prompt-versions';
import { toOpeningActions } from '../fns/to-opening-actions';
import { usePlaygroundStore, usePlaygroundStoreApi } from '../stores/playground-store-provider';
import type { DraftAutosave } from './use-draft-autosave';

export type PromptSession = {
  /** The selected prompt's versions and draft are loaded into the playground. */
  isReady: boolean;
  error: string | null;
  retry: () => void;
};

/**
 * Opens the selected prompt: loads its versions and the caller's draft, then shows the draft when it
 * is newer than the version the prompt opens on, else that version. Later changes to the version list
 * (a commit, a new default) are passed on as they arrive.
 */
export function usePromptSession(autosave: Pick<DraftAutosave, 'markSaved'>): PromptSession {
  const store = usePlaygroundStoreApi();
  const queryClient = useQueryClient();
  const promptId = usePlaygroundStore((state) => state.playground.selectedPromptId);
  const [opened, setOpened] = useState<{ promptId: string | null; error: string | null }>({
    promptId: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const { markSaved } = autosave;

  useEffect(() => {
    if (!promptId) return;
    let isCancelled = false;
    void (async () => {
      try {
        const [versions, draft] = await Promise.all([
          queryClient.fetchQuery(listPromptVersionsQueryOptions(promptId)),
          // Without its draft the prompt still opens, on its version.
          queryClient.fetchQuery(getPromptDraftQueryOptions(promptId)).catch(() => null),
        ]);
        const { playground, dispatch } = store.getState();
        if (isCancelled || playground.selectedPromptId !== promptId) return;
        const firstColumnId = playground.columns[0]?.id ?? '';
        for (const action of toOpeningActions(versions, draft, firstColumnId)) dispatch(action);
        markSaved();
        setOpened({ promptId, error: null });
      } catch (error) {
        if (!isCancelled) setOpened({ promptId, error: (error as Error).message || 'Could not open this prompt.' });
      }
    })();
    return () => {
      isCancelled = true;
    };
  }, [promptId, queryClient, store, markSaved, attempt]);

  const isReady = promptId !== null && opened.promptId === promptId && opened.error === null;
  const versionsQuery = usePromptVersionsQuery(isReady ? promptId : null);
  useEffect(() => {
    if (isReady && versionsQuery.data)
      store.getState().dispatch({ type: 'versions-loaded', versions: versionsQuery.data });
  }, [isReady, versionsQuery.data, store]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { isReady, error: opened.promptId === promptId ? opened.error : null, retry };
}
