/** The least a span needs to take its place in a tree. */
export type SpanTreeInput = { spanId: string; parentSpanId: string | null; startMs: number };

/**
 * A trace's spans as a tree, in flat typed arrays so that 50,000 spans cost a few milliseconds and no
 * recursion (deep agent loops would overflow the stack). Indexes refer to `items`.
 */
export type SpanTree<T extends SpanTreeInput = SpanTreeInput> = {
  items: readonly T[];
  /** Top-level spans by start time: no parent, a parent missing from the trace, or a span that closed a cycle. */
  roots: Int32Array;
  /** Children of span i are `childList[childStart[i] .. childStart[i + 1])`, by start time. */
  childStart: Int32Array;
  childList: Int32Array;
  /** Parent index, or -1 for a root. */
  parent: Int32Array;
  depth: Int32Array;
  /** Pre-order: each span right after its parent and before its next sibling. */
  order: Int32Array;
  /** Number of spans in each span's subtree, itself included. */
  subtreeSize: Int32Array;
  indexById: ReadonlyMap<string, number>;
  /** Spans whose parent id names no span of the trace; they are shown as roots. */
  orphanCount: number;
  startMs: number;
  endMs: number;
};

type WithDuration = { durationMs?: number | null };

/** By start time, ties in input order, so the tree reads the same on every load. */
function sortedByStart(items: readonly SpanTreeInput[]): Int32Array {
  const n = items.length;
  const byStart = new Int32Array(n);
  const starts = new Float64Array(n);
  let isSorted = true;
  for (let i = 0; i < n; i++) {
    byStart[i] = i;
    starts[i] = items[i]!.startMs;
    if (i > 0 && starts[i]! < starts[i - 1]!) isSorted = false;
  }
  if (!isSorted) byStart.sort((a, b) => starts[a]! - starts[b]! || a - b);
  return byStart;
}

/**
 * Builds the tree in O(n) (plus one sort when the spans do not arrive by start time): one pass indexes
 * ids in a Map, one pass counts children, one pass places them, one iterative walk orders them.
 */
export function buildSpanTree<T extends SpanTreeInput>(items: readonly T[]): SpanTree<T> {
  const n = items.length;
  const indexById = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const id = items[i]!.spanId;
    if (!indexById.has(id)) indexById.set(id, i);
  }

  const parent = new Int32Array(n).fill(-1);
  let orphanCount = 0;
  for (let i = 0; i < n; i++) {
    const parentId = items[i]!.parentSpanId;
    if (parentId === null || parentId === '') continue;
    const p = indexById.get(parentId);
    if (p === undefined) orphanCount++;
    else if (p !== i) parent[i] = p;
  }

  const byStart = sortedByStart(items);
  const childStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) if (parent[i]! >= 0) childStart[parent[i]! + 1]!++;
  for (let i = 0; i < n; i++) childStart[i + 1]! += childStart[i]!;
  const childList = new Int32Array(childStart[n]!);
  const fill = childStart.slice(0, n);
  const rootList: number[] = [];
  for (let k = 0; k < n; k++) {
    const i = byStart[k]!;
    const p = parent[i]!;
    if (p < 0) rootList.push(i);
    else childList[fill[p]!++] = i;
  }

  const depth = new Int32Array(n);
  const order = new Int32Array(n);
  const isVisited = new Uint8Array(n);
  const stack = new Int32Array(n + 1);
  let placed = 0;
  const walkFrom = (root: number) => {
    let top = 0;
    stack[top++] = root;
    isVisited[root] = 1;
    while (top > 0) {
      const i = stack[--top]!;
      order[placed++] = i;
      for (let c = childStart[i + 1]! - 1; c >= childStart[i]!; c--) {
        const child = childList[c]!;
        if (isVisited[child]) continue;
        isVisited[child] = 1;
        depth[child] = depth[i]! + 1;
        stack[top++] = child;
      }
    }
  };
  for (const root of rootList) walkFrom(root);
  // Spans left over sit on a parent cycle (a -> b -> a): the earliest of each cycle becomes a root.
  if (placed < n) {
    for (let k = 0; k < n; k++) {
      const i = byStart[k]!;
      if (isVisited[i]) continue;
      parent[i] = -1;
      rootList.push(i);
      walkFrom(i);
    }
    // Walk again so the pre-order follows the roots by start time.
    rootList.sort((a, b) => items[a]!.startMs - items[b]!.startMs || a - b);
    isVisited.fill(0);
    placed = 0;
    for (const root of rootList) walkFrom(root);
  }

  const subtreeSize = new Int32Array(n).fill(1);
  for (let k = n - 1; k >= 0; k--) {
    const i = order[k]!;
    if (parent[i]! >= 0) subtreeSize[parent[i]!]! += subtreeSize[i]!;
  }

  let startMs = Infinity;
  let endMs = -Infinity;
  for (let i = 0; i < n; i++) {
    const item = items[i]! as SpanTreeInput & WithDuration;
    startMs = Math.min(startMs, item.startMs);
    endMs = Math.max(endMs, item.startMs + (item.durationMs ?? 0));
  }
  if (n === 0) startMs = endMs = 0;

  return {
    items,
    roots: Int32Array.from(rootList),
    childStart,
    childList,
    parent,
    depth,
    order,
    subtreeSize,
    indexById,
    orphanCount,
    startMs,
    endMs,
  };
}

/** Indexes of span i's children, by start time. */
export function childrenOf(tree: SpanTree, i: number): Int32Array {
  return i < 0 ? tree.roots : tree.childList.subarray(tree.childStart[i]!, tree.childStart[i + 1]!);
}

/** Span i and its ancestors up to its root, nearest first. */
export function ancestorsOf(tree: SpanTree, i: number): number[] {
  const path: number[] = [];
  for (let at = i; at >= 0; at = tree.parent[at]!) path.push(at);
  return path;
}
