import type { AgentTotals } from '@assay/shared/domain/agent-graph';
import { Table } from '@mantine/core';
import { formatCost, formatDuration, formatTokens } from '../fns/format-trace-values';

/** Per agent: how often it ran and what it spent, over its own spans (its sub-agents have their own rows). */
export function AgentTotalsTable({ agents }: { agents: AgentTotals[] }) {
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped verticalSpacing="xs" aria-label="Totals per agent">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Agent</Table.Th>
            <Table.Th scope="col">Runs</Table.Th>
            <Table.Th scope="col">Spans</Table.Th>
            <Table.Th scope="col">Tool calls</Table.Th>
            <Table.Th scope="col">Model calls</Table.Th>
            <Table.Th scope="col">Sub-agent calls</Table.Th>
            <Table.Th scope="col">Errors</Table.Th>
            <Table.Th scope="col">Tokens</Table.Th>
            <Table.Th scope="col">Cost</Table.Th>
            <Table.Th scope="col">Time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.map((agent) => (
            <Table.Tr key={agent.id}>
              <Table.Th scope="row">{agent.name}</Table.Th>
              <Table.Td>{agent.invocations}</Table.Td>
              <Table.Td>{agent.spans}</Table.Td>
              <Table.Td>{agent.toolCalls}</Table.Td>
              <Table.Td>{agent.llmCalls}</Table.Td>
              <Table.Td>{agent.subAgentCalls}</Table.Td>
              <Table.Td>{agent.errors}</Table.Td>
              <Table.Td>{formatTokens(agent.totalTokens)}</Table.Td>
              <Table.Td>{formatCost(agent.costUsd)}</Table.Td>
              <Table.Td>{formatDuration(agent.durationMs)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
