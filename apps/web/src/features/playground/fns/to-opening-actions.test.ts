import type { PromptVersion } from '@assay/shared/contracts/prompts';
import { createPlaygroundState } from '@assay/shared/domain/playground-state';
import { describe, expect, it } from 'vitest';
import { toDraftSnapshot } from './draft-snapshot';
import { openingVersion, toOpeningActions } from './to-opening-actions';

const version = (n: number, isDefault: boolean, createdAt: string): PromptVersion => ({
  id: `v-${n}`,
  promptId: 'p',
  version: n,
  name: '',
  isDefault,
  createdAt,
  createdBy: 'u',
  template: {
    textFields: [{ role: 'system', content: `v${n}` }],
    variableSpecs: [],
    modelSpecs: { model: 'openai/gpt-4o', parameters: [] },
    metricsSpecs: [],
  },
});

const v2 = version(2, false, '2026-01-02T00:00:00Z');
const v1 = version(1, true, '2026-01-01T00:00:00Z');
const state = toDraftSnapshot(createPlaygroundState('c9'));

describe('openingVersion', () => {
  it('opens the default version, else the newest', () => {
    expect(openingVersion([v2, v1])?.id).toBe('v-1');
    expect(openingVersion([{ ...v2 }, { ...v1, isDefault: false }])?.id).toBe('v-2');
    expect(openingVersion([])).toBeNull();
  });
});

describe('toOpeningActions', () => {
  it('restores a draft saved after the opening version', () => {
    const actions = toOpeningActions([v2, v1], { state, updatedAt: '2026-01-01T12:00:00Z' }, 'c1');
    expect(actions.map((action) => action.type)).toEqual(['versions-loaded', 'draft-restored']);
  });

  it('opens the version when the draft is older, unreadable or missing', () => {
    for (const draft of [
      { state, updatedAt: '2025-12-31T00:00:00Z' },
      { state: { something: 'else' }, updatedAt: '2026-02-01T00:00:00Z' },
      null,
    ]) {
      expect(toOpeningActions([v2, v1], draft, 'c1')).toEqual([
        { type: 'versions-loaded', versions: [v2, v1] },
        { type: 'version-selected', columnId: 'c1', version: v1 },
      ]);
    }
  });

  it('restores any draft of a prompt without versions, and leaves a new prompt blank otherwise', () => {
    expect(toOpeningActions([], { state, updatedAt: '2020-01-01T00:00:00Z' }, 'c1')[1]?.type).toBe('draft-restored');
    expect(toOpeningActions([], null, 'c1')).toEqual([{ type: 'versions-loaded', versions: [] }]);
  });
});
