import { describe, expect, it } from 'vitest';
import { buildAgentGraph, TRACE_ROOT_NODE_ID } from './agent-graph';
import { buildSpanTree } from './build-span-tree';

type Kind = 'agent' | 'tool' | 'llm' | 'chain' | 'retriever';
const span = (
  spanId: string,
  parentSpanId: string | null,
  kind: Kind,
  name: string,
  extra: { model?: string; totalTokens?: number; costUsd?: number; durationMs?: number; status?: string } = {},
) => ({
  spanId,
  parentSpanId,
  startMs: Number(spanId.replace(/\D/g, '') || 0),
  kind,
  name,
  status: extra.status ?? 'ok',
  durationMs: extra.durationMs ?? 10,
  model: extra.model ?? null,
  totalTokens: extra.totalTokens ?? null,
  costUsd: extra.costUsd ?? null,
});

describe('buildAgentGraph', () => {
  const tree = buildSpanTree([
    span('s1', null, 'agent', 'planner', { durationMs: 500, totalTokens: 9999 }),
    span('s2', 's1', 'llm', 'chat', { model: 'gpt-4o', totalTokens: 100, costUsd: 0.01 }),
    span('s3', 's1', 'chain', 'step'),
    span('s4', 's3', 'tool', 'search'),
    span('s5', 's3', 'tool', 'search', { status: 'error' }),
    span('s6', 's1', 'agent', 'researcher', { durationMs: 200 }),
    span('s7', 's6', 'llm', 'chat', { model: 'gpt-4o', totalTokens: 50, costUsd: 0.005 }),
    span('s8', 's6', 'retriever', 'docs'),
    span('s9', 's1', 'agent', 'researcher', { durationMs: 100 }),
    span('s10', 's9', 'tool', 'search'),
  ]);
  const graph = buildAgentGraph(tree);

  it('draws calls from the nearest agent, seeing through chain spans, with counts', () => {
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        { from: 'agent:planner', to: 'llm:gpt-4o', calls: 1 },
        { from: 'agent:planner', to: 'tool:search', calls: 2 },
        { from: 'agent:planner', to: 'agent:researcher', calls: 2 },
        { from: 'agent:researcher', to: 'llm:gpt-4o', calls: 1 },
        { from: 'agent:researcher', to: 'retriever:docs', calls: 1 },
        { from: 'agent:researcher', to: 'tool:search', calls: 1 },
      ]),
    );
    expect(graph.edges).toHaveLength(6);
    // The top agent starts the run; nothing calls it, so there is no trace node.
    expect(graph.nodes.map((n) => n.id)).not.toContain(TRACE_ROOT_NODE_ID);
    expect(graph.nodes.find((n) => n.id === 'tool:search')).toMatchObject({ calls: 3, errors: 1 });
  });

  it('totals each agent over its own spans, not its sub-agents', () => {
    const planner = graph.agents.find((a) => a.name === 'planner');
    expect(planner).toEqual({
      id: 'agent:planner',
      name: 'planner',
      invocations: 1,
      spans: 6,
      toolCalls: 2,
      llmCalls: 1,
      subAgentCalls: 2,
      errors: 1,
      totalTokens: 100,
      costUsd: 0.01,
      durationMs: 500,
    });
    const researcher = graph.agents.find((a) => a.name === 'researcher');
    expect(researcher).toMatchObject({ invocations: 2, spans: 3, toolCalls: 1, llmCalls: 1, durationMs: 300 });
    expect(researcher?.totalTokens).toBe(50);
  });

  it('has the trace call spans that no agent encloses', () => {
    const loose = buildAgentGraph(
      buildSpanTree([span('s1', null, 'chain', 'pipeline'), span('s2', 's1', 'llm', 'chat', { model: 'm' })]),
    );
    expect(loose.nodes[0]).toMatchObject({ id: TRACE_ROOT_NODE_ID });
    expect(loose.edges).toEqual([{ from: TRACE_ROOT_NODE_ID, to: 'llm:m', calls: 1 }]);
    expect(loose.agents).toEqual([]);
  });
});
