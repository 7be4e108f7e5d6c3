import type { AgentGraph } from '@assay/shared/domain/agent-graph';
import { Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { layoutAgentGraph, NODE_HEIGHT, NODE_WIDTH } from '../fns/layout-agent-graph';
import { SPAN_KIND_COLORS } from '../fns/span-kind-colors';

/** Drawing more than this many nodes helps nobody; the list below still has them all. */
const MAX_DRAWN_NODES = 150;

const colorOf = (kind: string) =>
  kind in SPAN_KIND_COLORS ? SPAN_KIND_COLORS[kind as keyof typeof SPAN_KIND_COLORS] : 'dark';

/** Agents and what they call, drawn left to right, with the same facts as a nested list for screen readers. */
export function AgentGraphView({ graph }: { graph: AgentGraph }) {
  const layout = useMemo(() => layoutAgentGraph(graph.nodes, graph.edges), [graph]);
  const byId = new Map(layout.nodes.map((n) => [n.id, n]));
  const labelOf = (id: string) => graph.nodes.find((n) => n.id === id)?.label ?? id;
  const callers = graph.nodes.filter((n) => graph.edges.some((e) => e.from === n.id));

  return (
    <Stack gap="md">
      {graph.nodes.length <= MAX_DRAWN_NODES && (
        <Paper withBorder radius="md" p="md">
          <ScrollArea type="auto">
            <svg
              role="img"
              aria-labelledby="agent-graph-title"
              width={layout.width + 20}
              height={layout.height + 20}
              viewBox={`-10 -10 ${layout.width + 20} ${layout.height + 20}`}
            >
              <title id="agent-graph-title">
                Call graph: {graph.nodes.length} nodes, {graph.edges.length} kinds of call. The list below says the
                same.
              </title>
              <defs>
                <marker
                  id="arrow"
                  viewBox="0 0 10 10"
                  refX="10"
                  refY="5"
                  markerWidth="7"
                  markerHeight="7"
                  orient="auto"
                >
                  <path d="M0,0 L10,5 L0,10 z" fill="var(--mantine-color-dimmed)" />
                </marker>
              </defs>
              {graph.edges.map((edge) => {
                const from = byId.get(edge.from);
                const to = byId.get(edge.to);
                if (!from || !to) return null;
                const x1 = from.x + NODE_WIDTH;
                const y1 = from.y + NODE_HEIGHT / 2;
                const x2 = to.x <= from.x ? to.x + NODE_WIDTH / 2 : to.x;
                const y2 = to.x <= from.x ? to.y : to.y + NODE_HEIGHT / 2;
                return (
                  <g key={`${edge.from}->${edge.to}`}>
                    <line
                      x1={x1}
                      y1={y1}
                      x2={x2}
                      y2={y2}
                      stroke="var(--mantine-color-dimmed)"
                      markerEnd="url(#arrow)"
                    />
                    <text x={(x1 + x2) / 2} y={(y1 + y2) / 2 - 4} fontSize={11} textAnchor="middle" fill="currentColor">
                      ×{edge.calls}
                    </text>
                  </g>
                );
              })}
              {layout.nodes.map((node) => (
                <g key={node.id} transform={`translate(${node.x},${node.y})`}>
                  <rect
                    width={NODE_WIDTH}
                    height={NODE_HEIGHT}
                    rx={6}
                    fill={`var(--mantine-color-${colorOf(node.kind)}-light)`}
                    stroke={
                      node.errors > 0 ? 'var(--mantine-color-red-6)' : `var(--mantine-color-${colorOf(node.kind)}-6)`
                    }
                  />
                  <text x={8} y={17} fontSize={10} fill="currentColor" style={{ textTransform: 'uppercase' }}>
                    {node.kind}
                  </text>
                  <text x={8} y={34} fontSize={13} fill="currentColor">
                    {node.label.length > 22 ? `${node.label.slice(0, 21)}…` : node.label}
                  </text>
                </g>
              ))}
            </svg>
          </ScrollArea>
        </Paper>
      )}
      <section aria-labelledby="agent-calls-title">
        <Title order={2} size="h4" id="agent-calls-title" mb="xs">
          Who calls what
        </Title>
        <ul>
          {callers.map((caller) => (
            <li key={caller.id}>
              <Text span fw={600}>
                {caller.kind === 'trace' ? 'The trace itself' : `${caller.kind} ${caller.label}`}
              </Text>{' '}
              calls:
              <ul>
                {graph.edges
                  .filter((e) => e.from === caller.id)
                  .map((edge) => {
                    const callee = graph.nodes.find((n) => n.id === edge.to);
                    return (
                      <li key={edge.to}>
                        {callee?.kind} {labelOf(edge.to)} — {edge.calls} {edge.calls === 1 ? 'time' : 'times'}
                        {callee && callee.errors > 0 ? ` (${callee.errors} failed overall)` : ''}
                      </li>
                    );
                  })}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}
