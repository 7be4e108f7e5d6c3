import { buildAgentGraph } from '@assay/shared/domain/agent-graph';
import { buildSpanTree } from '@assay/shared/domain/build-span-tree';
import type { TraceTree } from '@assay/shared/contracts/traces';
import { Button, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { useTraceTreeQuery } from '../api/get-trace-tree';
import { tracePaths } from '../fns/trace-paths';
import { AgentGraphView } from './agent-graph-view';
import { AgentTotalsTable } from './agent-totals-table';
import { TraceIdForm } from './trace-id-form';

/** /projects/evaluation/agentic-tracing?traceId=…: which agents called which tools, models and sub-agents. */
export function AgenticTracingPage() {
  const projectId = useSelectedProjectId();
  const [searchParams] = useSearchParams();
  const traceId = searchParams.get('traceId')?.trim().toLowerCase() || null;
  const treeQuery = useTraceTreeQuery(projectId ?? '', traceId);

  if (!projectId) return <LoadingRows label="Loading the agent graph" />;
  if (!traceId)
    return (
      <>
        <PageHeader
          title="Agentic tracing"
          description="Open a trace to see its agents, what they call, and what each one spent."
        />
        <TraceIdForm projectId={projectId} />
      </>
    );
  return (
    <>
      <PageHeader
        title="Agentic tracing"
        description={treeQuery.data ? `${treeQuery.data.trace.rootName} · trace ${traceId}` : `Trace ${traceId}`}
        actions={
          <Button variant="default" component={Link} to={tracePaths.traceView(projectId, traceId)}>
            Trace view
          </Button>
        }
      />
      {treeQuery.isPending ? (
        <LoadingRows label="Loading the agent graph" />
      ) : treeQuery.isError ? (
        <LoadError
          title="Could not load the trace"
          message={treeQuery.error.message}
          onRetry={() => void treeQuery.refetch()}
        />
      ) : (
        <AgentGraphSection data={treeQuery.data} />
      )}
    </>
  );
}

function AgentGraphSection({ data }: { data: TraceTree }) {
  const graph = useMemo(() => buildAgentGraph(buildSpanTree(data.items)), [data.items]);
  if (graph.edges.length === 0)
    return (
      <EmptyState
        title="No agent or tool calls in this trace"
        description="Agent graphs are built from spans of kind agent, tool, llm, retriever, embedding and guardrail. Set the span kind with the OpenInference or GenAI conventions, or the assay.span.kind attribute."
      />
    );
  return (
    <Stack gap="lg">
      <AgentGraphView graph={graph} />
      <section aria-labelledby="agent-totals-title">
        <Title order={2} size="h4" id="agent-totals-title" mb="xs">
          Per agent
        </Title>
        {graph.agents.length === 0 ? (
          <EmptyState
            titleOrder={3}
            title="No agent spans"
            description="This trace calls tools and models directly, without spans of kind agent."
          />
        ) : (
          <AgentTotalsTable agents={graph.agents} />
        )}
      </section>
    </Stack>
  );
}
