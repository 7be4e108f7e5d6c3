import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { savePromptDraft, savePromptDraftOnUnload } from '../api/save-prompt-draft';
import { draftKey, toDraftSnapshot } from '../fns/draft-snapshot';
import type { PlaygroundStore } from '../stores/playground-store';

export const DRAFT_SAVE_DELAY_MS = 800;

/** idle: nothing to save since the prompt opened; pending: edits waiting to be saved. */
export type DraftSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export type DraftAutosave = {
  status: DraftSaveStatus;
  /** The work on screen now matches the server (the prompt just opened, or a version was committed). */
  markSaved: () => void;
  /** Saves waiting edits at once, e.g. before another prompt replaces them on screen. */
  flush: () => void;
  /** Drops waiting edits (their prompt is being deleted). */
  cancel: () => void;
};

type Baseline = { promptId: string; key: string };

/**
 * Saves the playground work of the selected prompt as the caller's server-side draft, 800 ms after
 * the last edit and when the page unloads, so unsaved work survives a reload or a crash. Nothing is
 * saved until the prompt has been opened (`markSaved`), so a half-loaded screen never overwrites a draft.
 */
export function useDraftAutosave(store: PlaygroundStore, isEnabled: boolean): DraftAutosave {
  const [status, setStatus] = useState<DraftSaveStatus>('idle');
  const baseline = useRef<Baseline | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Saves go one after another so an older snapshot never lands after a newer one.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  /** The work to save now, or null when it matches what the server has. */
  const unsavedWork = useCallback(() => {
    const { playground } = store.getState();
    const current = baseline.current;
    if (!current || playground.selectedPromptId !== current.promptId) return null;
    const key = draftKey(playground);
    return key === current.key ? null : { promptId: current.promptId, key, snapshot: toDraftSnapshot(playground) };
  }, [store]);

  const saveNow = useCallback(() => {
    clearTimer();
    const work = unsavedWork();
    if (!work || !baseline.current) {
      // The edits were undone before the save came due: what the server has is current again.
      setStatus((current) => (current === 'pending' ? 'saved' : current));
      return;
    }
    // Counted as saved from here on: the next edit compares against this work.
    baseline.current = { promptId: work.promptId, key: work.key };
    setStatus('saving');
    queue.current = queue.current
      .then(() => savePromptDraft({ promptId: work.promptId, state: work.snapshot }))
      .then(
        () => {
          if (baseline.current?.key === work.key && timer.current === null) setStatus('saved');
        },
        () => {
          // Saved again with the next edit; until then the indicator says the work is not safe.
          if (baseline.current?.key === work.key) baseline.current = { promptId: work.promptId, key: '' };
          setStatus('failed');
        },
      );
  }, [unsavedWork]);

  useEffect(() => {
    if (!isEnabled) return;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.playground === previous.playground) return;
      const hasWork = unsavedWork() !== null;
      if (!hasWork && timer.current === null) return;
      if (hasWork) setStatus('pending');
      clearTimer();
      timer.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
    });
    const onBeforeUnload = () => {
      const work = unsavedWork();
      if (work) savePromptDraftOnUnload({ promptId: work.promptId, state: work.snapshot });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the page inside the app: what is waiting is saved rather than dropped.
      saveNow();
    };
  }, [isEnabled, store, saveNow, unsavedWork]);

  const markSaved = useCallback(() => {
    clearTimer();
    const { playground } = store.getState();
    baseline.current = playground.selectedPromptId
      ? { promptId: playground.selectedPromptId, key: draftKey(playground) }
      : null;
    setStatus('idle');
  }, [store]);

  const cancel = useCallback(() => {
    clearTimer();
    baseline.current = null;
    setStatus('idle');
  }, []);

  return useMemo(
    () => ({ status, markSaved, flush: isEnabled ? saveNow : () => undefined, cancel }),
    [status, markSaved, saveNow, cancel, isEnabled],
  );
}
