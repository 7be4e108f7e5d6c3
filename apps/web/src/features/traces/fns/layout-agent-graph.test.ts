import { describe, expect, it } from 'vitest';
import { layoutAgentGraph, NODE_WIDTH } from './layout-agent-graph';

const node = (id: string) => ({ id, kind: id.split(':')[0]!, label: id, calls: 1, errors: 0 });

describe('layoutAgentGraph', () => {
  it('puts callers left of what they call, once each even with a cycle', () => {
    const layout = layoutAgentGraph(
      [node('agent:a'), node('agent:b'), node('tool:t')],
      [
        { from: 'agent:a', to: 'agent:b', calls: 1 },
        { from: 'agent:b', to: 'agent:a', calls: 1 },
        { from: 'agent:b', to: 'tool:t', calls: 2 },
      ],
    );
    // a is called by b, so no node is a pure source: the first node starts the layout.
    const x = Object.fromEntries(layout.nodes.map((n) => [n.id, n.x]));
    expect(x['agent:a']).toBe(0);
    expect(x['agent:b']).toBeGreaterThan(x['agent:a']!);
    expect(x['tool:t']).toBeGreaterThan(x['agent:b']!);
    expect(layout.nodes).toHaveLength(3);
    expect(layout.width).toBeGreaterThanOrEqual(3 * NODE_WIDTH);
  });
});
