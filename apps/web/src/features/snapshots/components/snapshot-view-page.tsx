import type { DatasetColumn, DatasetRow } from '@assay/shared/contracts/datasets';
import { visibleColumns } from '@assay/shared/domain/dataset-view-settings';
import type { FilterCondition } from '@assay/shared/domain/filter-conditions';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import {
  ColumnPicker,
  DataGrid,
  downloadFile,
  EMPTY_ROWS_VIEW,
  FilterBuilder,
  type GridSort,
  RowDetailDrawer,
  type RowsView,
  toRowsQuery,
  useRowsForView,
  useViewSettings,
} from '@/features/datasets';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { showRequestError } from '@/lib/show-request-error';
import { listSnapshotRows, useSnapshotQuery } from '../api/get-snapshot';

/** One snapshot's rows, read-only, in the same grid as datasets (search, filters, sort, columns). */
export function SnapshotViewPage() {
  const { snapshotId = '' } = useParams();
  const projectId = useSelectedProjectId() ?? '';
  const snapshotQuery = useSnapshotQuery(snapshotId);
  const [settings, setSettings] = useViewSettings(projectId, `snapshot:${snapshotId}`);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [sort, setSort] = useState<GridSort>(null);
  const [filters, setFilters] = useState<FilterCondition[]>([]);
  const [openRow, setOpenRow] = useState<DatasetRow | null>(null);
  const view = useMemo<RowsView>(
    () => ({ ...EMPTY_ROWS_VIEW, sort, filters, search: debouncedSearch }),
    [sort, filters, debouncedSearch],
  );
  const listPage = useCallback(
    (query: Record<string, unknown>, signal: AbortSignal) => listSnapshotRows(snapshotId, query, signal),
    [snapshotId],
  );
  const rows = useRowsForView(listPage, snapshotId, view);
  const snapshotColumns = snapshotQuery.data?.columns;
  // The same array while nothing changes, so grid rows skip re-rendering as the grid scrolls.
  const shown = useMemo(() => {
    const columns = snapshotColumns ?? [];
    return visibleColumns(
      columns.map((c) => c.name),
      settings,
    )
      .map((name) => columns.find((c) => c.name === name))
      .filter((c): c is DatasetColumn => c !== undefined);
  }, [snapshotColumns, settings]);
  const linkSearch = `?projectId=${encodeURIComponent(projectId)}`;
  const backLink = (
    <Anchor component={Link} to={`/projects/snapshots${linkSearch}`} size="sm">
      ← All snapshots
    </Anchor>
  );

  if (snapshotQuery.isPending) return <LoadingRows label="Loading snapshot" />;
  if (snapshotQuery.isError) {
    return (
      <Stack gap="md">
        {backLink}
        <LoadError
          title="Could not load this snapshot"
          message={snapshotQuery.error.message}
          onRetry={() => void snapshotQuery.refetch()}
        />
      </Stack>
    );
  }
  const snapshot = snapshotQuery.data;
  const names = snapshot.columns.map((c) => c.name);
  const total = rows.state.total;
  const isFiltered = filters.length > 0 || debouncedSearch.trim() !== '';

  return (
    <Stack gap="md">
      {backLink}
      <PageHeader
        title={snapshot.name}
        description={`Snapshot of ${snapshot.datasetName} taken ${new Date(snapshot.createdAt).toLocaleString()} · ${snapshot.rowCount.toLocaleString()} rows · read-only`}
        actions={
          <Button
            variant="default"
            onClick={() =>
              void downloadFile(`/v2/llm/snapshots/${encodeURIComponent(snapshot.id)}/export`, {
                projectId,
                query: toRowsQuery(view),
                fileName: `${snapshot.name}.csv`,
              }).catch((error: unknown) => showRequestError(error))
            }
          >
            Export CSV
          </Button>
        }
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search rows"
          placeholder="Words in any column"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={260}
        />
        <FilterBuilder columns={names} filters={filters} onApply={setFilters} />
        <ColumnPicker columns={names} settings={settings} onChange={setSettings} />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === null
          ? 'Loading rows…'
          : `${total.toLocaleString()} ${isFiltered ? 'matching ' : ''}row${total === 1 ? '' : 's'}`}
      </Text>
      {rows.state.error && <LoadError title="Could not load rows" message={rows.state.error} onRetry={rows.reload} />}
      {total === 0 ? (
        <EmptyState
          title={isFiltered ? 'No rows match' : 'This snapshot has no rows'}
          description={
            isFiltered
              ? 'Change the search or the filters to see rows again.'
              : 'The dataset was empty when the snapshot was taken.'
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState title="Every column is hidden" description="Use Columns to show at least one column." />
      ) : (
        <DataGrid
          label={`Rows of snapshot ${snapshot.name}`}
          columns={shown}
          rows={rows}
          sort={sort}
          onSortChange={setSort}
          onOpenRow={setOpenRow}
        />
      )}
      <RowDetailDrawer row={openRow} columns={snapshot.columns} onClose={() => setOpenRow(null)} />
    </Stack>
  );
}
