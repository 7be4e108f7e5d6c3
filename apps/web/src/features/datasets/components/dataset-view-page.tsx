import type { ColumnChange, DatasetColumn, DatasetRow } from '@assay/shared/contracts/datasets';
import { visibleColumns } from '@assay/shared/domain/dataset-view-settings';
import type { FilterCondition } from '@assay/shared/domain/filter-conditions';
import { Anchor, Badge, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { notifySuccess } from '@/lib/notify';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { showRequestError } from '@/lib/show-request-error';
import { datasetKeys } from '../api/dataset-keys';
import {
  addDatasetColumn,
  addDatasetRows,
  deleteDatasetColumn,
  deleteDatasetRows,
  listDatasetRows,
  updateDatasetRow,
} from '../api/dataset-rows';
import { useDatasetQuery } from '../api/get-dataset';
import { useImportJobQuery } from '../api/import-dataset';
import { useUpdateDatasetMutation } from '../api/update-dataset';
import { downloadFile } from '../fns/download-file';
import { EMPTY_ROWS_VIEW, toRowsQuery, type RowsView } from '../fns/to-rows-query';
import { useRowsForView } from '../hooks/use-dataset-rows';
import { useViewSettings } from '../hooks/use-view-settings';
import { AddColumnModal } from './add-column-modal';
import { AddRowModal } from './add-row-modal';
import { ColumnPicker } from './column-picker';
import { DataGrid } from './data-grid';
import { EditColumnsModal } from './edit-columns-modal';
import { FilterBuilder } from './filter-builder';
import { ImportFailure } from './import-failure';
import { RowDetailDrawer } from './row-detail-drawer';

type Dialog = 'addRow' | 'addColumn' | 'columns' | 'deleteRows' | { deleteColumn: string } | null;

/** One dataset (or prediction dataset): its rows in a virtualised grid with filters, edits and export. */
export function DatasetViewPage() {
  const { datasetId = '' } = useParams();
  const projectId = useSelectedProjectId() ?? '';
  const datasetQuery = useDatasetQuery(datasetId);

  if (datasetQuery.isPending) return <LoadingRows label="Loading dataset" />;
  if (datasetQuery.isError) {
    return (
      <LoadError
        title="Could not load this dataset"
        message={datasetQuery.error.message}
        onRetry={() => void datasetQuery.refetch()}
      />
    );
  }
  const dataset = datasetQuery.data;
  const backLink = (
    <Anchor component={Link} to={{ pathname: '/projects/datasets', search: `?projectId=${projectId}` }} size="sm">
      ← All datasets
    </Anchor>
  );
  if (dataset.status !== 'ready') {
    return (
      <Stack gap="md">
        {backLink}
        <PageHeader title={dataset.name} />
        {dataset.status === 'importing' ? (
          <ImportInProgress jobId={dataset.importJobId} />
        ) : (
          <ImportFailure title="The import failed" message={dataset.error ?? 'The file could not be imported.'} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {backLink}
      <DatasetRowsView key={dataset.id} projectId={projectId} datasetId={dataset.id} />
    </Stack>
  );
}

function ImportInProgress({ jobId }: { jobId: string | null }) {
  const job = useImportJobQuery(jobId).data;
  const percent = Math.round((job?.progress ?? 0) * 100);
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Text>Importing rows… {percent}%</Text>
      <Progress value={percent} aria-label="Import progress" />
      {job?.message && (
        <Text size="sm" c="dimmed">
          {job.message}
        </Text>
      )}
    </Stack>
  );
}

function DatasetRowsView({ projectId, datasetId }: { projectId: string; datasetId: string }) {
  const queryClient = useQueryClient();
  const dataset = useDatasetQuery(datasetId).data;
  const updateDataset = useUpdateDatasetMutation();
  const [settings, setSettings] = useViewSettings(projectId, datasetId);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [sort, setSort] = useState<RowsView['sort']>(null);
  const [filters, setFilters] = useState<FilterCondition[]>([]);
  const view = useMemo<RowsView>(
    () => ({ ...EMPTY_ROWS_VIEW, sort, filters, search: debouncedSearch }),
    [sort, filters, debouncedSearch],
  );
  const listPage = useCallback(
    (query: Record<string, unknown>, signal: AbortSignal) => listDatasetRows(datasetId, query, signal),
    [datasetId],
  );
  const rows = useRowsForView(listPage, datasetId, view);
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
  const [openRow, setOpenRow] = useState<DatasetRow | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isPending, setIsPending] = useState(false);

  const allColumns = useMemo(() => dataset?.columns ?? [], [dataset]);
  const names = allColumns.map((c) => c.name);
  // The same array while nothing changes, so grid rows skip re-rendering as the grid scrolls.
  const shown = useMemo(
    () =>
      visibleColumns(
        allColumns.map((c) => c.name),
        settings,
      )
        .map((name) => allColumns.find((c) => c.name === name))
        .filter((c): c is DatasetColumn => c !== undefined),
    [allColumns, settings],
  );

  const refreshDataset = () => queryClient.invalidateQueries({ queryKey: datasetKeys.detail(datasetId) });
  const run = async (work: () => Promise<unknown>, success: string) => {
    setIsPending(true);
    try {
      await work();
      notifySuccess(success);
      setDialog(null);
    } catch (error) {
      showRequestError(error);
    } finally {
      setIsPending(false);
    }
  };

  const saveRow = async (row: DatasetRow, values: Record<string, unknown>) => {
    try {
      const saved = await updateDatasetRow(datasetId, row.id, values);
      rows.replaceRow(
        (r) => r.id === row.id,
        saved ?? { ...row, values: { ...row.values, ...values }, updatedAt: new Date().toISOString() },
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  if (!dataset) return null;
  const total = rows.state.total;
  const isFiltered = filters.length > 0 || debouncedSearch.trim() !== '';
  const kindLabel = dataset.kind === 'prediction' ? 'Prediction dataset' : 'Dataset';

  return (
    <>
      <PageHeader
        title={dataset.name}
        description={
          <Group gap="xs" component="span">
            <span>
              {kindLabel} · {dataset.rowCount.toLocaleString()} rows · {allColumns.length} columns
            </span>
            {dataset.tags.map((tag) => (
              <Badge key={tag} variant="default" size="sm" component="span">
                {tag}
              </Badge>
            ))}
          </Group>
        }
        actions={
          <>
            <Button variant="default" onClick={() => setDialog('columns')}>
              Edit columns
            </Button>
            <Button
              variant="default"
              onClick={() =>
                void downloadFile(`/v2/llm/dataset/${encodeURIComponent(datasetId)}/export`, {
                  projectId,
                  query: toRowsQuery(view),
                  fileName: `${dataset.name}.csv`,
                }).catch((error: unknown) => showRequestError(error))
              }
            >
              Export CSV
            </Button>
          </>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search rows"
          placeholder="Words in any column"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={260}
        />
        <FilterBuilder columns={names} filters={filters} onApply={setFilters} />
        <ColumnPicker columns={names} settings={settings} onChange={setSettings} />
        <Button variant="default" onClick={() => setDialog('addRow')} disabled={allColumns.length === 0}>
          Add row
        </Button>
        <Button variant="default" onClick={() => setDialog('addColumn')}>
          Add column
        </Button>
        <Button color="red" variant="light" disabled={selectedIds.size === 0} onClick={() => setDialog('deleteRows')}>
          Delete {selectedIds.size > 0 ? `${selectedIds.size} ` : ''}selected
        </Button>
      </Group>

      <Text size="sm" c="dimmed" aria-live="polite">
        {total === null
          ? 'Loading rows…'
          : `${total.toLocaleString()} ${isFiltered ? 'matching ' : ''}row${total === 1 ? '' : 's'}${
              sort ? ` · sorted by ${sort.column} (${sort.order === 'asc' ? 'ascending' : 'descending'})` : ''
            }`}
      </Text>
      {rows.state.error && <LoadError title="Could not load rows" message={rows.state.error} onRetry={rows.reload} />}

      {allColumns.length === 0 ? (
        <EmptyState
          title="This dataset has no columns"
          description="Add a column to start entering rows."
          action={<Button onClick={() => setDialog('addColumn')}>Add column</Button>}
        />
      ) : total === 0 && !isFiltered ? (
        <EmptyState
          title="No rows yet"
          description="Add a row by hand, or import a file into a new dataset from the datasets list."
          action={<Button onClick={() => setDialog('addRow')}>Add row</Button>}
        />
      ) : total === 0 ? (
        <EmptyState
          title="No rows match"
          description="Change the search or the filters to see rows again."
          action={
            <Button
              variant="default"
              onClick={() => {
                setFilters([]);
                setSearch('');
              }}
            >
              Clear search and filters
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState title="Every column is hidden" description="Use Columns to show at least one column." />
      ) : (
        <DataGrid
          label={`Rows of ${dataset.name}`}
          columns={shown}
          rows={rows}
          sort={sort}
          onSortChange={setSort}
          onOpenRow={setOpenRow}
          editing={{
            selectedIds,
            onSelectionChange: setSelectedIds,
            onSaveCell: (row, column, value) => saveRow(row, { [column.name]: value }),
          }}
        />
      )}

      <RowDetailDrawer row={openRow} columns={allColumns} onClose={() => setOpenRow(null)} onSave={saveRow} />
      <AddRowModal
        opened={dialog === 'addRow'}
        columns={allColumns}
        isPending={isPending}
        onClose={() => setDialog(null)}
        onSubmit={(values) =>
          void run(async () => {
            await addDatasetRows(datasetId, [{ values }]);
            rows.reload();
            await refreshDataset();
          }, 'Row added')
        }
      />
      <AddColumnModal
        opened={dialog === 'addColumn'}
        existing={names}
        isPending={isPending}
        onClose={() => setDialog(null)}
        onSubmit={(column) =>
          void run(async () => {
            await addDatasetColumn(datasetId, column);
            await refreshDataset();
            rows.reload();
          }, `Column ${column.name} added`)
        }
      />
      <EditColumnsModal
        opened={dialog === 'columns'}
        columns={allColumns}
        isPending={isPending || updateDataset.isPending}
        onClose={() => setDialog(null)}
        onSave={(changes: ColumnChange[]) =>
          void run(async () => {
            await updateDataset.mutateAsync({ datasetId, changes: { columns: changes } });
            // Renamed columns change the keys of row values.
            if (changes.some((change) => change.newName !== undefined)) rows.reload();
          }, 'Columns saved')
        }
        onDeleteColumn={(name) => setDialog({ deleteColumn: name })}
      />
      <ConfirmModal
        opened={typeof dialog === 'object' && dialog !== null}
        title="Delete column?"
        confirmLabel="Delete column"
        isPending={isPending}
        onClose={() => setDialog('columns')}
        onConfirm={() => {
          if (typeof dialog !== 'object' || dialog === null) return;
          const name = dialog.deleteColumn;
          void run(async () => {
            await deleteDatasetColumn(datasetId, name);
            await refreshDataset();
            rows.reload();
          }, `Column ${name} deleted`);
        }}
      >
        The column {typeof dialog === 'object' && dialog !== null ? `“${dialog.deleteColumn}”` : ''} and its values in
        every row will be deleted. Snapshots taken earlier keep them.
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'deleteRows'}
        title="Delete rows?"
        confirmLabel={`Delete ${selectedIds.size} row${selectedIds.size === 1 ? '' : 's'}`}
        isPending={isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          void run(async () => {
            await deleteDatasetRows(datasetId, [...selectedIds]);
            setSelectedIds(new Set());
            rows.reload();
            await refreshDataset();
          }, 'Rows deleted')
        }
      >
        {selectedIds.size} selected row{selectedIds.size === 1 ? '' : 's'} will be deleted from this dataset. Snapshots
        taken earlier keep them.
      </ConfirmModal>
    </>
  );
}
