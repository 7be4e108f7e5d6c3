import type { PromptVersion } from '@assay/shared/contracts/prompts';
import { createPlaygroundState } from '@assay/shared/domain/playground-state';
import { describe, expect, it } from 'vitest';
import { parseDraftSnapshot, toDraftSnapshot } from './draft-snapshot';
import {
  createPlaygroundStoreState,
  playgroundStoreReducer,
  type PlaygroundStoreAction,
  type PlaygroundStoreState,
} from './playground-store-reducer';

const stats = {
  usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
  costUsd: 0.0001,
  latencyMs: 420,
  model: 'openai/gpt-4o',
};

function apply(actions: PlaygroundStoreAction[], state = createPlaygroundStoreState(createPlaygroundState('c1'))) {
  return actions.reduce<PlaygroundStoreState>(playgroundStoreReducer, state);
}

const version: PromptVersion = {
  id: 'v-1',
  promptId: 'p-1',
  version: 1,
  name: '',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'u',
  template: {
    textFields: [{ role: 'system', content: 'v1' }],
    variableSpecs: [],
    modelSpecs: { model: 'openai/gpt-4o', parameters: [] },
    metricsSpecs: [],
  },
};

describe('playgroundStoreReducer', () => {
  it('accumulates streamed text while a column runs, then keeps the answer and its stats', () => {
    const running = apply([
      { type: 'run-started', columnId: 'c1' },
      { type: 'stream-delta', columnId: 'c1', text: 'Hel' },
      { type: 'stream-delta', columnId: 'c1', text: 'lo' },
    ]);
    expect(running.playground.columns[0]?.isLoading).toBe(true);
    expect(running.runs.c1?.streamedText).toBe('Hello');

    const done = apply([{ type: 'run-succeeded', columnId: 'c1', response: 'Hello', dpId: 'dp-1', stats }], running);
    expect(done.playground.columns[0]).toMatchObject({ response: 'Hello', dpId: 'dp-1', isLoading: false });
    expect(done.runs.c1).toEqual({ streamedText: 'Hello', stats, errorMessage: null, isStopped: false });
  });

  it('keeps the partial text and the message of a failed or stopped run beside the field errors', () => {
    const state = apply([
      { type: 'run-started', columnId: 'c1' },
      { type: 'stream-delta', columnId: 'c1', text: 'Partial' },
      { type: 'run-failed', columnId: 'c1', errors: 'Run stopped.', message: 'Run stopped.', isStopped: true },
    ]);
    expect(state.playground.columns[0]).toMatchObject({ response: null, responseErrors: 'Run stopped.' });
    expect(state.runs.c1).toEqual({
      streamedText: 'Partial',
      stats: null,
      errorMessage: 'Run stopped.',
      isStopped: true,
    });
  });

  it('forgets a run once its column no longer shows it', () => {
    const state = apply([
      { type: 'run-started', columnId: 'c1' },
      { type: 'run-succeeded', columnId: 'c1', response: 'x', dpId: 'dp', stats },
      { type: 'version-selected', columnId: 'c1', version },
    ]);
    expect(state.runs).toEqual({});
  });

  it('counts tools and response format edits as draft edits that clear the execution id', () => {
    const state = apply([
      { type: 'run-started', columnId: 'c1' },
      { type: 'run-succeeded', columnId: 'c1', response: 'x', dpId: 'dp', stats },
      { type: 'tools-changed', columnId: 'c1', tools: [{ name: 't', description: 'd', parameters: {} }] },
      { type: 'response-format-changed', columnId: 'c1', responseFormat: { type: 'text' } },
    ]);
    expect(state.playground.columns[0]).toMatchObject({
      isDraft: true,
      dpId: null,
      tools: [{ name: 't', description: 'd', parameters: {} }],
      responseFormat: { type: 'text' },
    });
  });

  it('restores a saved draft: columns, compare mode, variables and the version still present', () => {
    const edited = apply([
      { type: 'prompt-selected', promptId: 'p-1' },
      { type: 'versions-loaded', versions: [version] },
      { type: 'version-selected', columnId: 'c1', version },
      { type: 'messages-changed', columnId: 'c1', messages: [{ role: 'user', content: 'Hi {{name}}' }] },
      { type: 'variable-value-changed', name: 'name', value: 'Ada' },
      { type: 'mode-changed', mode: 'compare', newColumnId: 'c2' },
      { type: 'model-changed', columnId: 'c2', model: 'local/llama' },
    ]);
    // Saved as JSON on the server and read back on another visit.
    const stored = parseDraftSnapshot(JSON.parse(JSON.stringify(toDraftSnapshot(edited.playground))));
    expect(stored).not.toBeNull();
    if (!stored) return;

    const fresh = apply([
      { type: 'prompt-selected', promptId: 'p-1' },
      { type: 'versions-loaded', versions: [version] },
      { type: 'draft-restored', snapshot: stored },
    ]);
    expect(fresh.playground.mode).toBe('compare');
    expect(fresh.playground.columns.map((column) => [column.id, column.selectedModel, column.isDraft])).toEqual([
      ['c1', 'openai/gpt-4o', true],
      ['c2', 'local/llama', true],
    ]);
    expect(fresh.playground.columns[0]?.selectedVersionId).toBe('v-1');
    expect(fresh.playground.columns[0]?.messages).toEqual([{ role: 'user', content: 'Hi {{name}}' }]);
    expect(fresh.playground.variables).toEqual([{ name: 'name', type: 'string', schema: 'query', value: 'Ada' }]);

    const withoutVersion = apply([{ type: 'draft-restored', snapshot: stored }]);
    expect(withoutVersion.playground.columns[0]?.selectedVersionId).toBeNull();
  });
});
