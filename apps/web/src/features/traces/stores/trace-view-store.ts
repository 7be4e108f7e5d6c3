import { createStore } from 'zustand';

/**
 * The evaluation view state of SPEC section 3 for one open trace: the tree expand flag, the selected node,
 * and what a person opened or closed by hand. Spans are open when `isTreeExpanded` says so, except those
 * in `toggled`; folded loops are closed unless in `openLoops`.
 */
export type TraceViewState = {
  isTreeExpanded: boolean;
  toggled: ReadonlySet<string>;
  openLoops: ReadonlySet<string>;
  selectedSpanId: string | null;
  query: string;
  setTreeExpanded: (isExpanded: boolean) => void;
  toggleSpan: (spanId: string) => void;
  setSpanExpanded: (spanId: string, isExpanded: boolean) => void;
  toggleLoop: (key: string) => void;
  selectSpan: (spanId: string | null) => void;
  setQuery: (query: string) => void;
};

const toggle = (set: ReadonlySet<string>, key: string) => {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
};

export function createTraceViewStore(initial: { selectedSpanId: string | null }) {
  return createStore<TraceViewState>()((set, get) => ({
    isTreeExpanded: true,
    toggled: new Set(),
    openLoops: new Set(),
    selectedSpanId: initial.selectedSpanId,
    query: '',
    setTreeExpanded: (isTreeExpanded) => set({ isTreeExpanded, toggled: new Set(), openLoops: new Set() }),
    toggleSpan: (spanId) => set({ toggled: toggle(get().toggled, spanId) }),
    setSpanExpanded: (spanId, isExpanded) => {
      const { isTreeExpanded, toggled } = get();
      const isOpen = isTreeExpanded !== toggled.has(spanId);
      if (isOpen !== isExpanded) set({ toggled: toggle(toggled, spanId) });
    },
    toggleLoop: (key) => set({ openLoops: toggle(get().openLoops, key) }),
    selectSpan: (selectedSpanId) => set({ selectedSpanId }),
    setQuery: (query) => set({ query }),
  }));
}

export type TraceViewStore = ReturnType<typeof createTraceViewStore>;
