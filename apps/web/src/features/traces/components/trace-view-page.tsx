import type { Span, TraceTree as TraceTreeData } from '@assay/shared/contracts/traces';
import { ActionIcon, Anchor, Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useProjectAccessQuery } from '@/features/projects';
import { ApiError } from '@/lib/api-client';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { type EarlyTreeRequest, useTraceTreeQuery } from '../api/get-trace-tree';
import { formatCost, formatDuration, formatTokens } from '../fns/format-trace-values';
import { tracePaths } from '../fns/trace-paths';
import { useTraceRows } from '../hooks/use-trace-rows';
import { createTraceViewStore, type TraceViewStore } from '../stores/trace-view-store';
import { AddToDatasetModal, type AddToDatasetTarget } from './add-to-dataset-modal';
import { SpanDetail } from './span-detail';
import { TraceIdForm } from './trace-id-form';
import { TraceTree } from './trace-tree';

/** /projects/evaluation/trace-view?traceId=…: the spans of one trace as a tree with a waterfall, and one span in full. */
export function TraceViewPage({ earlyTree = null }: { earlyTree?: EarlyTreeRequest | null }) {
  const projectId = useSelectedProjectId();
  const [searchParams] = useSearchParams();
  const traceId = searchParams.get('traceId')?.trim().toLowerCase() || null;
  if (!projectId) return <LoadingRows label="Loading the trace" />;
  if (!traceId)
    return (
      <>
        <PageHeader title="Trace view" description="Open a trace by its id, or pick one from the list of traces." />
        <TraceIdForm projectId={projectId} />
      </>
    );
  return (
    <TraceView
      key={traceId}
      projectId={projectId}
      traceId={traceId}
      initialSpanId={searchParams.get('spanId')}
      earlyTree={earlyTree}
    />
  );
}

function TraceView({
  projectId,
  traceId,
  initialSpanId,
  earlyTree,
}: {
  projectId: string;
  traceId: string;
  initialSpanId: string | null;
  earlyTree: EarlyTreeRequest | null;
}) {
  const [store] = useState(() => createTraceViewStore({ selectedSpanId: initialSpanId }));
  const treeQuery = useTraceTreeQuery(projectId, traceId, earlyTree);
  const accessLevel = useProjectAccessQuery(projectId).data?.accessLevel;
  const canEdit = accessLevel === 'owner' || accessLevel === 'editor';
  const [addTarget, setAddTarget] = useState<AddToDatasetTarget | null>(null);

  if (treeQuery.isPending)
    return (
      <>
        <PageHeader title="Trace view" description={`Trace ${traceId}`} />
        <LoadingRows label="Loading the trace" />
      </>
    );
  if (treeQuery.isError) {
    const isMissing =
      treeQuery.error instanceof ApiError && (treeQuery.error.status === 404 || treeQuery.error.status === 400);
    return (
      <>
        <PageHeader title="Trace view" description={`Trace ${traceId}`} />
        {isMissing ? (
          <EmptyState
            title="No such trace in this project"
            description={`${treeQuery.error.message} Check the id, or pick a trace from the list.`}
            action={
              <Button component={Link} to={tracePaths.evaluation(projectId)}>
                Go to traces
              </Button>
            }
          />
        ) : (
          <LoadError
            title="Could not load the trace"
            message={treeQuery.error.message}
            onRetry={() => void treeQuery.refetch()}
          />
        )}
      </>
    );
  }

  const { trace } = treeQuery.data;
  const onAddSpan = (span: Span) =>
    setAddTarget({
      type: 'spans',
      spans: [{ traceId: span.traceId, spanId: span.spanId }],
      description: `The span “${span.name}” becomes one row: its input as the prompt, its output as the response.`,
    });

  return (
    <>
      <PageHeader
        title="Trace view"
        description={
          <>
            {trace.rootName} · {trace.spanCount.toLocaleString('en-US')} spans · {formatDuration(trace.durationMs)} ·{' '}
            {formatTokens(trace.totalTokens)} tokens · {formatCost(trace.costUsd)}
            {trace.errorCount > 0 && ` · ${trace.errorCount} with errors`}
          </>
        }
        actions={
          <>
            <Button variant="default" component={Link} to={tracePaths.agenticTracing(projectId, traceId)}>
              Agent graph
            </Button>
            {trace.sessionId && (
              <Button variant="default" component={Link} to={tracePaths.chatView(projectId, trace.sessionId)}>
                Conversation
              </Button>
            )}
            {canEdit && (
              <Button
                variant="light"
                onClick={() =>
                  setAddTarget({
                    type: 'traces',
                    traceIds: [traceId],
                    description:
                      'The trace becomes one row, from its root span: input as the prompt, output as the response.',
                  })
                }
              >
                Add trace to dataset
              </Button>
            )}
          </>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <TracePanel data={treeQuery.data} store={store} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <SelectedSpanDetail
            projectId={projectId}
            traceId={traceId}
            store={store}
            onAddToDataset={canEdit ? onAddSpan : undefined}
          />
        </Grid.Col>
      </Grid>
      <Text size="xs" c="dimmed" mt="sm">
        Trace id {traceId}
        {trace.externalId && ` · external id ${trace.externalId}`} ·{' '}
        <Anchor component={Link} to={tracePaths.evaluation(projectId)} size="xs" underline="always">
          all traces
        </Anchor>
      </Text>
      <AddToDatasetModal projectId={projectId} target={addTarget} onClose={() => setAddTarget(null)} />
    </>
  );
}

function SelectedSpanDetail(props: {
  projectId: string;
  traceId: string;
  store: TraceViewStore;
  onAddToDataset: ((span: Span) => void) | undefined;
}) {
  const selectedSpanId = useStore(props.store, (s) => s.selectedSpanId);
  return (
    <SpanDetail
      projectId={props.projectId}
      traceId={props.traceId}
      spanId={selectedSpanId}
      {...(props.onAddToDataset ? { onAddToDataset: props.onAddToDataset } : {})}
    />
  );
}

function TracePanel({ data, store }: { data: TraceTreeData; store: TraceViewStore }) {
  const { tree, rows, matches } = useTraceRows(data.items, store);
  const query = useStore(store, (s) => s.query);
  const isTreeExpanded = useStore(store, (s) => s.isTreeExpanded);
  const selectedSpanId = useStore(store, (s) => s.selectedSpanId);
  const { setQuery, setTreeExpanded, selectSpan } = store.getState();

  const matchAt = matches && selectedSpanId ? matches.indexOf(tree.indexById.get(selectedSpanId) ?? -1) : -1;
  const goToMatch = (step: 1 | -1) => {
    if (!matches || matches.length === 0) return;
    const next =
      matchAt < 0 ? (step === 1 ? 0 : matches.length - 1) : (matchAt + step + matches.length) % matches.length;
    selectSpan(tree.items[matches[next]!]!.spanId);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <TextInput
          label="Search this trace"
          placeholder="Span name, kind or model"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') goToMatch(event.shiftKey ? -1 : 1);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        {matches && (
          <Group gap={4}>
            <Text size="sm" aria-live="polite" miw={90}>
              {matches.length === 0
                ? 'No matches'
                : `${matchAt >= 0 ? `${matchAt + 1} of ` : ''}${matches.length} matches`}
            </Text>
            <ActionIcon
              variant="default"
              aria-label="Previous match"
              onClick={() => goToMatch(-1)}
              disabled={matches.length === 0}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label="Next match"
              onClick={() => goToMatch(1)}
              disabled={matches.length === 0}
            >
              ↓
            </ActionIcon>
          </Group>
        )}
        <Button variant="default" onClick={() => setTreeExpanded(!isTreeExpanded)} disabled={matches !== null}>
          {isTreeExpanded ? 'Collapse all' : 'Expand all'}
        </Button>
      </Group>
      {tree.orphanCount > 0 && (
        <Text size="xs" c="dimmed">
          {tree.orphanCount} span{tree.orphanCount === 1 ? '' : 's'} arrived before (or without) their parent and show
          at the top level.
        </Text>
      )}
      <TraceTree tree={tree} rows={rows} store={store} label={`Spans of ${data.trace.rootName}`} />
      <Text size="xs" c="dimmed">
        Repeated steps are folded into “loop” rows; open one to see every iteration. Arrow keys move through the tree.
      </Text>
    </Stack>
  );
}
