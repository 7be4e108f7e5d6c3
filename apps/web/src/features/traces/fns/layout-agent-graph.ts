import type { AgentGraphEdge, AgentGraphNode } from '@assay/shared/domain/agent-graph';

export type PlacedNode = AgentGraphNode & { x: number; y: number };
export type GraphLayout = { nodes: PlacedNode[]; width: number; height: number };

export const NODE_WIDTH = 180;
export const NODE_HEIGHT = 44;
const COLUMN_GAP = 90;
const ROW_GAP = 18;

/**
 * Columns by call depth: callers on the left, what they call to the right. Depth is the shortest distance
 * from a node nothing calls (breadth-first, so agents that call each other still get one place each).
 */
export function layoutAgentGraph(nodes: readonly AgentGraphNode[], edges: readonly AgentGraphEdge[]): GraphLayout {
  const outgoing = new Map<string, string[]>();
  const hasIncoming = new Set<string>();
  for (const edge of edges) {
    if (edge.from === edge.to) continue;
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge.to]);
    hasIncoming.add(edge.to);
  }
  const depth = new Map<string, number>();
  const queue = nodes.filter((n) => !hasIncoming.has(n.id)).map((n) => n.id);
  if (queue.length === 0 && nodes[0]) queue.push(nodes[0].id);
  for (const id of queue) depth.set(id, 0);
  for (let at = 0; at < queue.length; at++) {
    const id = queue[at]!;
    for (const next of outgoing.get(id) ?? []) {
      if (depth.has(next)) continue;
      depth.set(next, depth.get(id)! + 1);
      queue.push(next);
    }
  }
  const columns: AgentGraphNode[][] = [];
  for (const node of nodes) {
    const d = depth.get(node.id) ?? 0;
    (columns[d] ??= []).push(node);
  }
  const placed: PlacedNode[] = [];
  columns.forEach((column, c) =>
    column.forEach((node, r) =>
      placed.push({ ...node, x: c * (NODE_WIDTH + COLUMN_GAP), y: r * (NODE_HEIGHT + ROW_GAP) }),
    ),
  );
  const tallest = Math.max(1, ...columns.map((col) => col?.length ?? 0));
  return {
    nodes: placed,
    width: Math.max(1, columns.length) * (NODE_WIDTH + COLUMN_GAP) - COLUMN_GAP,
    height: tallest * (NODE_HEIGHT + ROW_GAP) - ROW_GAP,
  };
}
