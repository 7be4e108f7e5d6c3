import type { TraceSummary } from '@assay/shared/contracts/traces';
import { Anchor, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { type TraceListParams, useTracesQuery } from '../api/list-traces';
import { formatCost, formatDuration, formatStartTime, formatTokens } from '../fns/format-trace-values';
import { SPAN_KIND_COLORS } from '../fns/span-kind-colors';
import { tracePaths } from '../fns/trace-paths';
import { SendTracesHelp } from './send-traces-help';
import { type VirtualColumn, VirtualTable } from './virtual-table';

const ERROR_FILTERS = [
  { value: 'all', label: 'All traces' },
  { value: 'true', label: 'With errors' },
  { value: 'false', label: 'Without errors' },
];
const SORTS = [
  { value: 'startMs:desc', label: 'Newest first' },
  { value: 'startMs:asc', label: 'Oldest first' },
  { value: 'durationMs:desc', label: 'Slowest first' },
  { value: 'durationMs:asc', label: 'Fastest first' },
];

function traceColumns(projectId: string): VirtualColumn<TraceSummary>[] {
  return [
    {
      id: 'name',
      header: 'Trace',
      width: 240,
      render: (t) => (
        <Anchor component={Link} to={tracePaths.traceView(projectId, t.traceId)} size="sm">
          {t.rootName}
        </Anchor>
      ),
    },
    {
      id: 'kind',
      header: 'Kind',
      width: 100,
      render: (t) => (
        <Badge size="sm" variant="light" color={SPAN_KIND_COLORS[t.rootKind]}>
          {t.rootKind}
        </Badge>
      ),
    },
    { id: 'start', header: 'Started', width: 180, render: (t) => formatStartTime(t.startMs) },
    { id: 'duration', header: 'Latency', width: 100, render: (t) => formatDuration(t.durationMs) },
    { id: 'spans', header: 'Spans', width: 80, render: (t) => t.spanCount.toLocaleString('en-US') },
    {
      id: 'errors',
      header: 'Errors',
      width: 80,
      render: (t) =>
        t.errorCount > 0 ? (
          <Text span size="sm" c="red.9" fw={600}>
            {t.errorCount}
          </Text>
        ) : (
          '0'
        ),
    },
    { id: 'tokens', header: 'Tokens', width: 100, render: (t) => formatTokens(t.totalTokens) },
    { id: 'cost', header: 'Cost', width: 100, render: (t) => formatCost(t.costUsd) },
    {
      id: 'session',
      header: 'Session',
      width: 160,
      render: (t) =>
        t.sessionId ? (
          <Anchor component={Link} to={tracePaths.chatView(projectId, t.sessionId)} size="sm">
            {t.sessionId}
          </Anchor>
        ) : (
          '-'
        ),
    },
    { id: 'external', header: 'External id', width: 160, render: (t) => t.externalId ?? '-' },
    { id: 'service', header: 'Service', width: 140, render: (t) => t.serviceName ?? '-' },
  ];
}

/** The project's traces, newest first, keyset paged as you scroll; each opens the trace view. */
export function TraceListPanel({ projectId }: { projectId: string }) {
  const [name, setName] = useState('');
  const [errorFilter, setErrorFilter] = useState('all');
  const [sort, setSort] = useState('startMs:desc');
  const deferredName = useDeferredValue(name.trim());
  const [sortColumn, order] = sort.split(':') as [TraceListParams['sort'], TraceListParams['order']];
  const params: TraceListParams = {
    projectId,
    sort: sortColumn,
    order,
    ...(deferredName ? { name: deferredName } : {}),
    ...(errorFilter === 'all' ? {} : { hasError: errorFilter === 'true' }),
  };
  const tracesQuery = useTracesQuery(params);
  const traces = tracesQuery.data?.pages.flatMap((p) => p.items) ?? [];
  const total = tracesQuery.data?.pages[0]?.total ?? 0;
  const isFiltered = deferredName !== '' || errorFilter !== 'all';

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Trace name contains"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select
          label="Errors"
          data={ERROR_FILTERS}
          value={errorFilter}
          onChange={(v) => setErrorFilter(v ?? 'all')}
          allowDeselect={false}
          w={170}
        />
        <Select
          label="Order"
          data={SORTS}
          value={sort}
          onChange={(v) => setSort(v ?? 'startMs:desc')}
          allowDeselect={false}
          w={170}
        />
      </Group>
      {tracesQuery.isPending ? (
        <LoadingRows label="Loading traces" />
      ) : tracesQuery.isError ? (
        <LoadError
          title="Could not load traces"
          message={tracesQuery.error.message}
          onRetry={() => void tracesQuery.refetch()}
        />
      ) : traces.length === 0 ? (
        isFiltered ? (
          <Text c="dimmed">No traces match these filters. Clear the name or choose “All traces”.</Text>
        ) : (
          <EmptyState
            title="No traces yet"
            description="Send traces from your application and they will be listed here."
            action={<SendTracesHelp projectId={projectId} />}
          />
        )
      ) : (
        <VirtualTable
          label="Traces"
          columns={traceColumns(projectId)}
          rows={traces}
          rowKey={(t) => t.traceId}
          total={total}
          hasNextPage={tracesQuery.hasNextPage}
          isFetchingNextPage={tracesQuery.isFetchingNextPage}
          fetchNextPage={() => void tracesQuery.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
