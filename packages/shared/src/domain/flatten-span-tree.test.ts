import { describe, expect, it } from 'vitest';
import { buildSpanTree } from './build-span-tree';
import { createLoopIndex, flattenSpanTree, searchSpanTree, type TreeRow } from './flatten-span-tree';

const span = (spanId: string, parentSpanId: string | null, startMs: number, name = spanId, kind = 'chain') => ({
  spanId,
  parentSpanId,
  startMs,
  name,
  kind,
});

const agentRun = () =>
  buildSpanTree([
    span('root', null, 0, 'agent', 'agent'),
    span('plan', 'root', 1, 'plan', 'llm'),
    span('l1', 'root', 2, 'think', 'llm'),
    span('t1', 'root', 3, 'search', 'tool'),
    span('l2', 'root', 4, 'think', 'llm'),
    span('t2', 'root', 5, 'search', 'tool'),
    span('l3', 'root', 6, 'think', 'llm'),
    span('t3', 'root', 7, 'search', 'tool'),
    span('t3-http', 't3', 7.5, 'http', 'custom'),
    span('answer', 'root', 8, 'answer', 'llm'),
  ]);

const describeRows = (tree: ReturnType<typeof agentRun>, rows: TreeRow[]) =>
  rows.map((row) =>
    row.type === 'span'
      ? `${'  '.repeat(row.depth)}${tree.items[row.index]!.spanId}`
      : `${'  '.repeat(row.depth)}loop x${row.repeats}`,
  );

describe('flattenSpanTree', () => {
  it('lists every span in tree order when all are expanded, with aria places', () => {
    const tree = agentRun();
    const rows = flattenSpanTree(tree, { isExpanded: () => true });
    expect(describeRows(tree, rows)).toEqual([
      'root',
      '  plan',
      '  l1',
      '  t1',
      '  l2',
      '  t2',
      '  l3',
      '  t3',
      '    t3-http',
      '  answer',
    ]);
    expect(rows[1]).toMatchObject({ depth: 1, position: 1, setSize: 8 });
    expect(rows[0]).toMatchObject({ hasChildren: true, isExpanded: true });
  });

  it('hides the subtree of a collapsed span', () => {
    const tree = agentRun();
    const root = tree.indexById.get('root')!;
    const rows = flattenSpanTree(tree, { isExpanded: (i) => i !== root });
    expect(describeRows(tree, rows)).toEqual(['root']);
    expect(rows[0]).toMatchObject({ hasChildren: true, isExpanded: false });
  });

  it('folds a repeated loop into one row, and shows its members when the loop is opened', () => {
    const tree = agentRun();
    const loops = createLoopIndex(tree);
    const folded = flattenSpanTree(tree, { isExpanded: () => true, loops });
    expect(describeRows(tree, folded)).toEqual(['root', '  plan', '  loop x3', '  answer']);
    const loop = folded[2]!;
    expect(loop).toMatchObject({ type: 'loop', patternLength: 2, repeats: 3, position: 2, setSize: 3 });

    const key = loop.type === 'loop' ? loop.key : '';
    const opened = flattenSpanTree(tree, { isExpanded: () => true, loops, isLoopExpanded: (k) => k === key });
    expect(describeRows(tree, opened)).toEqual([
      'root',
      '  plan',
      '  loop x3',
      '    l1',
      '    t1',
      '    l2',
      '    t2',
      '    l3',
      '    t3',
      '      t3-http',
      '  answer',
    ]);
  });

  it('while searching shows matches and the path to them, opened, without folding', () => {
    const tree = agentRun();
    const search = searchSpanTree(tree, (item) => item.name.includes('http'));
    expect(search.matches.map((i) => tree.items[i]!.spanId)).toEqual(['t3-http']);
    const root = tree.indexById.get('root')!;
    const rows = flattenSpanTree(tree, { isExpanded: (i) => i !== root, loops: createLoopIndex(tree), search });
    expect(describeRows(tree, rows)).toEqual(['root', '  t3', '    t3-http']);
    expect(rows.map((r) => r.type === 'span' && r.isMatch)).toEqual([false, false, true]);
  });

  it('flattens 50,000 siblings under one root', () => {
    const items = [
      span('root', null, 0),
      ...Array.from({ length: 50_000 }, (_, i) => span(`s${i}`, 'root', i + 1, `step ${i}`)),
    ];
    const tree = buildSpanTree(items);
    const rows = flattenSpanTree(tree, { isExpanded: () => true, loops: createLoopIndex(tree) });
    expect(rows).toHaveLength(50_001);
    expect(rows[50_000]).toMatchObject({ position: 50_000, setSize: 50_000 });
  });
});
