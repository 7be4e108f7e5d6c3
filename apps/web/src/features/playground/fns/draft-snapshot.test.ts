import { createPlaygroundState, playgroundReducer } from '@assay/shared/domain/playground-state';
import { describe, expect, it } from 'vitest';
import { draftKey, isDraftNewer, parseDraftSnapshot, toDraftSnapshot } from './draft-snapshot';

describe('parseDraftSnapshot', () => {
  it('reads back what toDraftSnapshot wrote', () => {
    const state = createPlaygroundState('c1');
    const snapshot = toDraftSnapshot(state);
    expect(parseDraftSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
  });

  it('refuses drafts in an unknown shape instead of loading garbage', () => {
    expect(parseDraftSnapshot(null)).toBeNull();
    expect(parseDraftSnapshot({ format: 2, columns: [], variables: [], savedEvals: [] })).toBeNull();
    expect(parseDraftSnapshot({ format: 1, columns: [], variables: [], savedEvals: [] })).toBeNull();
  });
});

describe('isDraftNewer', () => {
  it('prefers a draft saved after the version, or when there is no version', () => {
    expect(isDraftNewer('2026-01-02T00:00:00Z', { createdAt: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isDraftNewer('2026-01-01T00:00:00Z', { createdAt: '2026-01-02T00:00:00Z' })).toBe(false);
    expect(isDraftNewer('2026-01-01T00:00:00Z', null)).toBe(true);
    expect(isDraftNewer('not a date', null)).toBe(true);
    expect(isDraftNewer('not a date', { createdAt: '2026-01-02T00:00:00Z' })).toBe(false);
  });
});

describe('draftKey', () => {
  it('changes with the work but not with the draft flag alone', () => {
    const state = createPlaygroundState('c1');
    const edited = playgroundReducer(state, {
      type: 'messages-changed',
      columnId: 'c1',
      messages: [{ role: 'system', content: 'x' }],
    });
    expect(draftKey(edited)).not.toBe(draftKey(state));
    const settled = playgroundReducer(edited, { type: 'prompts-loaded', prompts: [], storedPromptId: null });
    expect(settled.columns[0]?.isDraft).toBe(false);
    expect(draftKey(settled)).toBe(draftKey(edited));
  });
});
