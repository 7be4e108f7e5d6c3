import { describe, expect, it } from 'vitest';
import { ancestorsOf, buildSpanTree, childrenOf, type SpanTreeInput } from './build-span-tree';

const span = (spanId: string, parentSpanId: string | null, startMs: number, durationMs = 1) => ({
  spanId,
  parentSpanId,
  startMs,
  durationMs,
});
const ids = (tree: { items: readonly SpanTreeInput[] }, indexes: ArrayLike<number>) =>
  Array.from(indexes, (i) => tree.items[i]!.spanId);

describe('buildSpanTree', () => {
  it('places children under their parents, siblings by start time, whatever the input order', () => {
    const tree = buildSpanTree([
      span('c2', 'root', 30),
      span('root', null, 0, 100),
      span('g1', 'c1', 15),
      span('c1', 'root', 10),
    ]);
    expect(ids(tree, tree.roots)).toEqual(['root']);
    expect(ids(tree, childrenOf(tree, tree.indexById.get('root')!))).toEqual(['c1', 'c2']);
    expect(ids(tree, tree.order)).toEqual(['root', 'c1', 'g1', 'c2']);
    expect(Array.from(tree.order, (i) => tree.depth[i])).toEqual([0, 1, 2, 1]);
    expect(tree.subtreeSize[tree.indexById.get('root')!]).toBe(4);
    expect(tree.startMs).toBe(0);
    expect(tree.endMs).toBe(100);
  });

  it('keeps input order for spans that start at the same time', () => {
    const tree = buildSpanTree([span('r', null, 0), span('b', 'r', 5), span('a', 'r', 5)]);
    expect(ids(tree, tree.order)).toEqual(['r', 'b', 'a']);
  });

  it('shows spans whose parent is missing from the trace as roots, and counts them', () => {
    const tree = buildSpanTree([span('root', null, 0), span('lost', 'never-sent', 5), span('child', 'lost', 6)]);
    expect(ids(tree, tree.roots)).toEqual(['root', 'lost']);
    expect(tree.orphanCount).toBe(1);
    expect(ancestorsOf(tree, tree.indexById.get('child')!).map((i) => tree.items[i]!.spanId)).toEqual([
      'child',
      'lost',
    ]);
  });

  it('breaks parent cycles and self-parents instead of losing or looping on spans', () => {
    const tree = buildSpanTree([span('a', 'b', 1), span('b', 'a', 2), span('self', 'self', 3)]);
    expect(tree.order).toHaveLength(3);
    expect(ids(tree, tree.roots)).toEqual(['a', 'self']);
    expect(ids(tree, tree.order)).toEqual(['a', 'b', 'self']);
  });

  it('handles a 100,000-deep chain without recursion', () => {
    const n = 100_000;
    const items = Array.from({ length: n }, (_, i) => span(`s${i}`, i === 0 ? null : `s${i - 1}`, i));
    const tree = buildSpanTree(items);
    expect(tree.depth[n - 1]).toBe(n - 1);
    expect(tree.order[n - 1]).toBe(n - 1);
    expect(tree.subtreeSize[0]).toBe(n);
  });

  it('is an empty tree for no spans', () => {
    const tree = buildSpanTree([]);
    expect(tree.roots).toHaveLength(0);
    expect(tree.startMs).toBe(0);
    expect(tree.endMs).toBe(0);
  });
});
