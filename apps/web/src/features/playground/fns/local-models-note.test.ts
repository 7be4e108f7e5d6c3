import { describe, expect, it } from 'vitest';
import { localModelsNote } from './local-models-note';

const status = { modelsDir: '/srv/assay/data/models', runtimeInstalled: true, hint: null, models: ['tiny'] };

describe('localModelsNote', () => {
  it('names the models folder when nothing can be picked yet', () => {
    expect(localModelsNote({ ...status, models: [], hint: 'Put a .gguf…' }, true)).toBe(
      'For a local model, put a .gguf file in /srv/assay/data/models on the server.',
    );
  });

  it("passes on the server's install hint when there are models the runtime is missing for", () => {
    const hint = 'The local model runtime (node-llama-cpp) is not installed; run `npm install node-llama-cpp`';
    expect(localModelsNote({ ...status, runtimeInstalled: false, hint }, false)).toBe(hint);
  });

  it('says nothing when local models are ready or other providers are set up', () => {
    expect(localModelsNote(status, false)).toBeNull();
    expect(localModelsNote({ ...status, models: [] }, false)).toBeNull();
    expect(localModelsNote(undefined, true)).toBeNull();
  });
});
