import { describe, expect, it } from 'vitest';
import { createTraceViewStore } from './trace-view-store';

describe('trace view store', () => {
  it('opens spans by the expand flag unless toggled by hand, and the flag resets hand toggles', () => {
    const store = createTraceViewStore({ selectedSpanId: null });
    const isOpen = (id: string) => store.getState().isTreeExpanded !== store.getState().toggled.has(id);
    expect(isOpen('a')).toBe(true);
    store.getState().toggleSpan('a');
    expect(isOpen('a')).toBe(false);
    store.getState().setSpanExpanded('a', false);
    expect(isOpen('a')).toBe(false);
    store.getState().setSpanExpanded('a', true);
    expect(isOpen('a')).toBe(true);
    store.getState().toggleSpan('b');
    store.getState().toggleLoop('1:2');
    store.getState().setTreeExpanded(false);
    expect(isOpen('b')).toBe(false);
    expect(isOpen('a')).toBe(false);
    expect(store.getState().openLoops.size).toBe(0);
  });
});
