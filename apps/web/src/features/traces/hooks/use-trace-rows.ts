import type { TraceTreeItem } from '@assay/shared/contracts/traces';
import { buildSpanTree, type SpanTree } from '@assay/shared/domain/build-span-tree';
import { createLoopIndex, flattenSpanTree, searchSpanTree, type TreeRow } from '@assay/shared/domain/flatten-span-tree';
import { useDeferredValue, useMemo } from 'react';
import { useStore } from 'zustand';
import type { TraceViewStore } from '../stores/trace-view-store';

export type TraceRows = {
  tree: SpanTree<TraceTreeItem>;
  rows: TreeRow[];
  /** Spans matching the search, in tree order; null when not searching. */
  matches: number[] | null;
};

const matchesQuery = (item: TraceTreeItem, needle: string) =>
  item.name.toLowerCase().includes(needle) ||
  item.kind === needle ||
  item.spanId === needle ||
  (item.model?.toLowerCase().includes(needle) ?? false);

/** The tree (built once per trace, in linear time) and the rows the current view state shows. */
export function useTraceRows(items: readonly TraceTreeItem[], store: TraceViewStore): TraceRows {
  const tree = useMemo(() => buildSpanTree(items), [items]);
  const loops = useMemo(() => createLoopIndex(tree), [tree]);
  const isTreeExpanded = useStore(store, (s) => s.isTreeExpanded);
  const toggled = useStore(store, (s) => s.toggled);
  const openLoops = useStore(store, (s) => s.openLoops);
  const query = useDeferredValue(
    useStore(store, (s) => s.query)
      .trim()
      .toLowerCase(),
  );

  const search = useMemo(
    () => (query ? searchSpanTree(tree, (item) => matchesQuery(item, query)) : null),
    [tree, query],
  );
  const rows = useMemo(
    () =>
      flattenSpanTree(tree, {
        isExpanded: (i) => isTreeExpanded !== toggled.has(tree.items[i]!.spanId),
        loops,
        isLoopExpanded: (key) => openLoops.has(key),
        search,
      }),
    [tree, loops, isTreeExpanded, toggled, openLoops, search],
  );
  return { tree, rows, matches: search?.matches ?? null };
}
