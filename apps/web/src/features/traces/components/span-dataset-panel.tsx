import type { SpanRow } from '@assay/shared/contracts/traces';
import type { FilterCondition } from '@assay/shared/domain/filter-conditions';
import { Anchor, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { type SpanDatasetParams, useSpanDatasetQuery } from '../api/list-span-dataset';
import { formatCost, formatDuration, formatStartTime, formatTokens } from '../fns/format-trace-values';
import { SPAN_COLUMNS, type SpanColumnId, toCellText } from '../fns/span-columns';
import { tracePaths } from '../fns/trace-paths';
import { useSpanColumns } from '../hooks/use-span-columns';
import { SendTracesHelp } from './send-traces-help';
import { SpanColumnPicker } from './span-column-picker';
import { SpanFilterBuilder } from './span-filter-builder';
import { type VirtualColumn, VirtualTable } from './virtual-table';

const SORTS = [
  { value: 'startMs:desc', label: 'Newest first' },
  { value: 'startMs:asc', label: 'Oldest first' },
  { value: 'durationMs:desc', label: 'Slowest first' },
  { value: 'totalTokens:desc', label: 'Most tokens' },
  { value: 'costUsd:desc', label: 'Most expensive' },
  { value: 'name:asc', label: 'Name A–Z' },
];

function renderCell(id: SpanColumnId, row: SpanRow, projectId: string) {
  switch (id) {
    case 'name':
      return (
        <Anchor component={Link} to={tracePaths.traceView(projectId, row.traceId, row.spanId)} size="sm">
          {row.name}
        </Anchor>
      );
    case 'startMs':
      return formatStartTime(row.startMs);
    case 'durationMs':
      return formatDuration(row.durationMs);
    case 'promptTokens':
    case 'completionTokens':
    case 'totalTokens':
      return formatTokens(row[id]);
    case 'costUsd':
      return formatCost(row.costUsd);
    case 'status':
      return row.status === 'error' ? (
        <Text span size="sm" c="red.9" fw={600}>
          error
        </Text>
      ) : (
        row.status
      );
    default: {
      const column = SPAN_COLUMNS.find((c) => c.id === id)!;
      const text = toCellText(column.value(row));
      return <span title={text.length > 40 ? text : undefined}>{text}</span>;
    }
  }
}

/** Every span of the project as one table: search, column filters, chosen columns, keyset pages. */
export function SpanDatasetPanel({ projectId }: { projectId: string }) {
  const [columnIds, setColumnIds] = useSpanColumns(projectId);
  const [q, setQ] = useState('');
  const [conditions, setConditions] = useState<FilterCondition[]>([]);
  const [sort, setSort] = useState('startMs:desc');
  const deferredQ = useDeferredValue(q.trim());
  const [sortColumn, order] = sort.split(':') as [SpanDatasetParams['sort'], SpanDatasetParams['order']];
  const spansQuery = useSpanDatasetQuery({
    projectId,
    conditions,
    sort: sortColumn,
    order,
    ...(deferredQ ? { q: deferredQ } : {}),
  });
  const spans = spansQuery.data?.pages.flatMap((p) => p.items) ?? [];
  const total = spansQuery.data?.pages[0]?.total ?? 0;
  const columns = useMemo<VirtualColumn<SpanRow>[]>(
    () =>
      columnIds.map((id) => {
        const column = SPAN_COLUMNS.find((c) => c.id === id)!;
        return {
          id,
          header: column.label,
          width: column.width,
          render: (row: SpanRow) => renderCell(id, row, projectId),
        };
      }),
    [columnIds, projectId],
  );
  const isFiltered = deferredQ !== '' || conditions.length > 0;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search spans"
          description="Matches the name, input and output"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          label="Order"
          data={SORTS}
          value={sort}
          onChange={(v) => setSort(v ?? 'startMs:desc')}
          allowDeselect={false}
          w={170}
        />
        <SpanColumnPicker value={columnIds} onChange={setColumnIds} />
      </Group>
      <SpanFilterBuilder value={conditions} onChange={setConditions} />
      {spansQuery.isPending ? (
        <LoadingRows label="Loading spans" />
      ) : spansQuery.isError ? (
        <LoadError
          title="Could not load spans"
          message={spansQuery.error.message}
          onRetry={() => void spansQuery.refetch()}
        />
      ) : spans.length === 0 ? (
        isFiltered ? (
          <Text c="dimmed">No spans match. Change the search or remove a filter.</Text>
        ) : (
          <EmptyState
            title="No spans yet"
            description="Send traces from your application and every span will be listed here."
            action={<SendTracesHelp projectId={projectId} />}
          />
        )
      ) : (
        <VirtualTable
          label="Spans"
          columns={columns}
          rows={spans}
          rowKey={(s) => `${s.traceId}:${s.spanId}`}
          total={total}
          hasNextPage={spansQuery.hasNextPage}
          isFetchingNextPage={spansQuery.isFetchingNextPage}
          fetchNextPage={() => void spansQuery.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
