import { childrenOf, type SpanTree, type SpanTreeInput } from './build-span-tree';
import { createSiblingKeyer, findRepeatedRuns, type LoopOptions, type RepeatedRun } from './collapse-repeated-loops';

export type NamedSpan = SpanTreeInput & { name: string; kind: string };

/** Where a row sits among its siblings, for aria-level / aria-posinset / aria-setsize. */
type RowPlace = { depth: number; position: number; setSize: number };

export type SpanRow = RowPlace & {
  type: 'span';
  index: number;
  hasChildren: boolean;
  isExpanded: boolean;
  /** Set while searching: this span matched (its ancestors are shown only to place it). */
  isMatch: boolean;
};

export type LoopRow = RowPlace & {
  type: 'loop';
  /** Stable for the tree: parent index and position of the run's first sibling. */
  key: string;
  parentIndex: number;
  /** The folded siblings, in order. */
  members: Int32Array;
  patternLength: number;
  repeats: number;
  isExpanded: boolean;
};

export type TreeRow = SpanRow | LoopRow;

/** Repeated sibling runs per parent, worked out the first time a parent is expanded. */
export type LoopIndex = { runsOf: (parentIndex: number) => RepeatedRun[] };

export function createLoopIndex(tree: SpanTree<NamedSpan>, options: LoopOptions = {}): LoopIndex {
  const keyOf = createSiblingKeyer();
  const keys = new Int32Array(tree.items.length);
  tree.items.forEach((item, i) => (keys[i] = keyOf(item.name, item.kind)));
  const cache = new Map<number, RepeatedRun[]>();
  return {
    runsOf(parentIndex) {
      let runs = cache.get(parentIndex);
      if (!runs) {
        const siblingKeys = Array.from(childrenOf(tree, parentIndex), (child) => keys[child]!);
        runs = findRepeatedRuns(siblingKeys, options);
        cache.set(parentIndex, runs);
      }
      return runs;
    },
  };
}

export type SearchMask = {
  /** 1 for a matching span or an ancestor of one. */
  isShown: Uint8Array;
  isMatch: Uint8Array;
  /** Matching spans in tree (pre-)order. */
  matches: number[];
};

/** Marks the spans that match and the path to each, in one pass over the pre-order. */
export function searchSpanTree<T extends SpanTreeInput>(
  tree: SpanTree<T>,
  isMatch: (item: T, index: number) => boolean,
): SearchMask {
  const n = tree.items.length;
  const shown = new Uint8Array(n);
  const matched = new Uint8Array(n);
  const matches: number[] = [];
  for (let k = 0; k < n; k++) {
    const i = tree.order[k]!;
    if (!isMatch(tree.items[i]!, i)) continue;
    matched[i] = 1;
    matches.push(i);
    for (let at = i; at >= 0 && !shown[at]; at = tree.parent[at]!) shown[at] = 1;
  }
  return { isShown: shown, isMatch: matched, matches };
}

export type FlattenOptions = {
  isExpanded: (index: number) => boolean;
  /** Repeated runs to fold; none when absent. */
  loops?: LoopIndex | null;
  isLoopExpanded?: (key: string) => boolean;
  /** While searching: only these spans, all opened, nothing folded. */
  search?: SearchMask | null;
};

type Pending = { type: 'span'; index: number; place: RowPlace } | { type: 'loop'; row: LoopRow };

/**
 * The rows a person sees, top to bottom: a collapsed span hides its subtree and a folded loop shows as one
 * row. Iterative, and O(rows shown) apart from finding loops among the children of opened spans.
 */
export function flattenSpanTree(tree: SpanTree<NamedSpan>, options: FlattenOptions): TreeRow[] {
  const { search, loops } = options;
  const rows: TreeRow[] = [];
  const stack: Pending[] = [];

  const pushChildren = (parentIndex: number, depth: number) => {
    const all = childrenOf(tree, parentIndex);
    const children = search ? all.filter((c) => search.isShown[c] === 1) : all;
    const runs = !search && loops ? loops.runsOf(parentIndex) : [];
    const entries: Pending[] = [];
    let runAt = 0;
    for (let c = 0; c < children.length;) {
      const run = runs[runAt];
      if (run && run.start === c) {
        const key = `${parentIndex}:${c}`;
        const length = run.patternLength * run.repeats;
        entries.push({
          type: 'loop',
          row: {
            type: 'loop',
            key,
            parentIndex,
            members: children.subarray(c, c + length),
            patternLength: run.patternLength,
            repeats: run.repeats,
            isExpanded: options.isLoopExpanded?.(key) ?? false,
            depth,
            position: 0,
            setSize: 0,
          },
        });
        c += length;
        runAt++;
      } else {
        entries.push({ type: 'span', index: children[c]!, place: { depth, position: 0, setSize: 0 } });
        c++;
      }
    }
    entries.forEach((entry, position) => {
      const place = entry.type === 'span' ? entry.place : entry.row;
      place.position = position + 1;
      place.setSize = entries.length;
    });
    for (let e = entries.length - 1; e >= 0; e--) stack.push(entries[e]!);
  };

  pushChildren(-1, 0);
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.type === 'loop') {
      const row = next.row;
      rows.push(row);
      if (!row.isExpanded) continue;
      for (let m = row.members.length - 1; m >= 0; m--) {
        stack.push({
          type: 'span',
          index: row.members[m]!,
          place: { depth: row.depth + 1, position: m + 1, setSize: row.members.length },
        });
      }
      continue;
    }
    const { index, place } = next;
    const hasChildren = search
      ? childrenOf(tree, index).some((c) => search.isShown[c] === 1)
      : tree.childStart[index + 1]! > tree.childStart[index]!;
    const isExpanded = hasChildren && (search ? true : options.isExpanded(index));
    rows.push({ type: 'span', index, hasChildren, isExpanded, isMatch: search?.isMatch[index] === 1, ...place });
    if (isExpanded) pushChildren(index, place.depth + 1);
  }
  return rows;
}
