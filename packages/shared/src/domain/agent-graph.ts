import type { SpanTree, SpanTreeInput } from './build-span-tree';

export type AgentGraphSpan = SpanTreeInput & {
  name: string;
  kind: string;
  status: string;
  durationMs: number;
  model: string | null;
  totalTokens: number | null;
  costUsd: number | null;
};

/** Span kinds that are calls an agent makes; chain and custom spans are plumbing, seen through. */
const CALLEE_KINDS = new Set(['agent', 'tool', 'llm', 'retriever', 'embedding', 'guardrail']);
/** Kinds whose tokens and cost are the model's own; summing them avoids counting a rolled-up parent twice. */
const METERED_KINDS = new Set(['llm', 'embedding']);

export const TRACE_ROOT_NODE_ID = 'trace';

export type AgentGraphNode = {
  id: string;
  kind: string;
  /** Agent or tool name; for model calls the model when known. */
  label: string;
  /** Times it was called (for the trace root: 1). */
  calls: number;
  errors: number;
};

export type AgentGraphEdge = { from: string; to: string; calls: number };

export type AgentTotals = {
  /** Node id of the agent. */
  id: string;
  name: string;
  invocations: number;
  /** Spans run on the agent's behalf (not counting its sub-agents' own spans). */
  spans: number;
  toolCalls: number;
  llmCalls: number;
  subAgentCalls: number;
  errors: number;
  /** Of its own model calls; null when none reported tokens. */
  totalTokens: number | null;
  costUsd: number | null;
  /** Wall time of its invocations, summed. */
  durationMs: number;
};

export type AgentGraph = { nodes: AgentGraphNode[]; edges: AgentGraphEdge[]; agents: AgentTotals[] };

const nodeIdOf = (span: AgentGraphSpan) =>
  span.kind === 'llm' || span.kind === 'embedding'
    ? `${span.kind}:${span.model ?? span.name}`
    : `${span.kind}:${span.name}`;

const addOrNull = (total: number | null, value: number | null) => (value === null ? total : (total ?? 0) + value);

/**
 * Who calls whom in a trace: agents (by name) as nodes, and each tool, model, retriever or sub-agent call
 * as an edge from the nearest enclosing agent (or from the trace itself when no agent encloses it), with
 * counts; plus per-agent totals. One pass over the tree's pre-order, so parents are seen before children.
 */
export function buildAgentGraph(tree: SpanTree<AgentGraphSpan>): AgentGraph {
  const n = tree.items.length;
  /** Index of the nearest agent strictly above each span, or -1. */
  const owner = new Int32Array(n).fill(-1);
  const nodes = new Map<string, AgentGraphNode>();
  const edges = new Map<string, AgentGraphEdge>();
  const agents = new Map<string, AgentTotals>();
  let hasRootCalls = false;

  const totalsFor = (id: string, name: string): AgentTotals => {
    let totals = agents.get(id);
    if (!totals) {
      totals = {
        id,
        name,
        invocations: 0,
        spans: 0,
        toolCalls: 0,
        llmCalls: 0,
        subAgentCalls: 0,
        errors: 0,
        totalTokens: null,
        costUsd: null,
        durationMs: 0,
      };
      agents.set(id, totals);
    }
    return totals;
  };

  for (let k = 0; k < n; k++) {
    const i = tree.order[k]!;
    const span = tree.items[i]!;
    const p = tree.parent[i]!;
    if (p >= 0) owner[i] = tree.items[p]!.kind === 'agent' ? p : owner[p]!;
    const ownerSpan = owner[i]! >= 0 ? tree.items[owner[i]!]! : null;
    const ownerTotals = ownerSpan ? totalsFor(nodeIdOf(ownerSpan), ownerSpan.name) : null;
    const isError = span.status === 'error';

    if (span.kind === 'agent') {
      const self = totalsFor(nodeIdOf(span), span.name);
      self.invocations++;
      self.durationMs += span.durationMs;
      if (isError) self.errors++;
    }
    if (ownerTotals) {
      ownerTotals.spans++;
      if (span.kind === 'tool') ownerTotals.toolCalls++;
      if (span.kind === 'llm') ownerTotals.llmCalls++;
      if (span.kind === 'agent') ownerTotals.subAgentCalls++;
      if (isError && span.kind !== 'agent') ownerTotals.errors++;
      if (METERED_KINDS.has(span.kind)) {
        ownerTotals.totalTokens = addOrNull(ownerTotals.totalTokens, span.totalTokens);
        ownerTotals.costUsd = addOrNull(ownerTotals.costUsd, span.costUsd);
      }
    }

    if (!CALLEE_KINDS.has(span.kind)) continue;
    const to = nodeIdOf(span);
    const node = nodes.get(to) ?? {
      id: to,
      kind: span.kind,
      label: span.kind === 'llm' || span.kind === 'embedding' ? (span.model ?? span.name) : span.name,
      calls: 0,
      errors: 0,
    };
    node.calls++;
    if (isError) node.errors++;
    nodes.set(to, node);
    // An agent at the top is where the run starts, not a call; anything else at the top is called by the trace.
    if (!ownerSpan && span.kind === 'agent' && p < 0) continue;
    const from = ownerSpan ? nodeIdOf(ownerSpan) : TRACE_ROOT_NODE_ID;
    if (!ownerSpan) hasRootCalls = true;
    const edgeKey = `${from}\u0000${to}`;
    const edge = edges.get(edgeKey) ?? { from, to, calls: 0 };
    edge.calls++;
    edges.set(edgeKey, edge);
  }

  const nodeList = [...nodes.values()];
  if (hasRootCalls) nodeList.unshift({ id: TRACE_ROOT_NODE_ID, kind: 'trace', label: 'Trace', calls: 1, errors: 0 });
  return { nodes: nodeList, edges: [...edges.values()], agents: [...agents.values()] };
}
