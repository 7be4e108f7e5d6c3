import { runColumnsSequentially } from '@assay/shared/domain/playground-state';
import { validateRun } from '@assay/shared/domain/playground-validation';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { executePromptStream } from '../api/execute-prompt-stream';
import { toExecuteRequest } from '../fns/to-execute-request';
import type { PlaygroundStoreAction } from '../fns/playground-store-reducer';
import type { PlaygroundStore } from '../stores/playground-store';

const STOPPED_MESSAGE = 'Stopped before the model finished.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

async function runColumn(store: PlaygroundStore, columnId: string, signal: AbortSignal): Promise<void> {
  // After Stop the columns still waiting are left as they are.
  if (signal.aborted) return;
  const { playground } = store.getState();
  const request = toExecuteRequest(playground, columnId);
  if (!request) return;
  // Column ids outlive a change of prompt, so a late answer must not land in the next prompt's column.
  const dispatch = (action: PlaygroundStoreAction) => {
    if (store.getState().playground.selectedPromptId === playground.selectedPromptId) store.getState().dispatch(action);
  };
  dispatch({ type: 'run-started', columnId });
  try {
    const result = await executePromptStream(request, {
      signal,
      onDelta: (text) => dispatch({ type: 'stream-delta', columnId, text }),
    });
    const { usage, costUsd, latencyMs, model, toolCalls } = result;
    dispatch({
      type: 'run-succeeded',
      columnId,
      response: result.response,
      dpId: result.dpId,
      stats: { usage, costUsd, latencyMs, model, ...(toolCalls ? { toolCalls } : {}) },
    });
  } catch (error) {
    const isStopped = signal.aborted;
    // SPEC section 8: the server's message, else the error's own.
    const message = isStopped
      ? STOPPED_MESSAGE
      : error instanceof ApiError
        ? error.message || FALLBACK_MESSAGE
        : (error as Error).message || FALLBACK_MESSAGE;
    const fieldErrors = error instanceof ApiError && !isStopped ? error.fieldErrors : {};
    dispatch({
      type: 'run-failed',
      columnId,
      errors: Object.keys(fieldErrors).length > 0 ? fieldErrors : message,
      message,
      isStopped,
    });
    if (!isStopped && store.getState().playground.selectedPromptId === playground.selectedPromptId)
      notifyError(message);
    throw error;
  }
}

/**
 * Run Prompt: validates (SPEC section 5), then streams each column's answer; in compare mode the
 * columns run one after another. `stop` aborts the column running now and skips the rest.
 */
export function useRunPlayground(store: PlaygroundStore) {
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    if (controller.current) return;
    const { playground } = store.getState();
    const refusal = validateRun(playground);
    if (refusal) {
      notifyError(refusal);
      return;
    }
    const current = new AbortController();
    controller.current = current;
    try {
      await runColumnsSequentially(
        playground.columns.map((column) => column.id),
        (columnId) => runColumn(store, columnId, current.signal),
      );
    } finally {
      controller.current = null;
    }
  }, [store]);

  const stop = useCallback(() => controller.current?.abort(), []);

  // A run still streaming when the page goes away is stopped rather than left writing to a dead store.
  useEffect(() => () => controller.current?.abort(), []);

  return { run, stop };
}
