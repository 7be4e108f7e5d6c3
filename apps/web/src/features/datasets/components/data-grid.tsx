import type { DatasetColumn, DatasetRow } from '@assay/shared/contracts/datasets';
import type { SortOrder } from '@assay/shared/contracts/keyset-page';
import { Checkbox, Loader, Text, TextInput, UnstyledButton } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type KeyboardEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import { MediaCell, toMediaUrl } from '@/features/media';
import { formatCellValue } from '../fns/format-cell-value';
import { parseCellInput } from '../fns/parse-cell-input';
import type { KeysetRows } from '../hooks/use-keyset-rows';
import classes from './data-grid.module.css';

export const GRID_ROW_HEIGHT = 60;
const SELECT_WIDTH = 44;
const OPEN_WIDTH = 72;
const COLUMN_WIDTH = 220;

export type GridSort = { column: string; order: SortOrder } | null;

type DataGridProps = {
  label: string;
  columns: DatasetColumn[];
  rows: KeysetRows<DatasetRow>;
  sort: GridSort;
  onSortChange: (sort: GridSort) => void;
  onOpenRow: (row: DatasetRow) => void;
  /** Absent for read-only grids (snapshots). */
  editing?: {
    selectedIds: ReadonlySet<string>;
    onSelectionChange: (ids: Set<string>) => void;
    /** Saves one cell; resolves once the server has it. */
    onSaveCell: (row: DatasetRow, column: DatasetColumn, value: unknown) => Promise<void>;
  };
  height?: number;
};

/** Next sort when a header is clicked: ascending, then descending, then none (the server's file order). */
function nextSort(current: GridSort, column: string): GridSort {
  if (current?.column !== column) return { column, order: 'asc' };
  return current.order === 'asc' ? { column, order: 'desc' } : null;
}

const ariaSort = (sort: GridSort, column: string) =>
  sort?.column === column ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';

/**
 * A virtualised rows grid: only the rows on screen are in the DOM and only the pages they need are fetched,
 * so it stays smooth at a million rows. Headers sort; a double-click (or Enter on a focused cell) edits a cell.
 */
export function DataGrid({
  label,
  columns,
  rows,
  sort,
  onSortChange,
  onOpenRow,
  editing,
  height = 560,
}: DataGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [editingCell, setEditingCell] = useState<{ rowId: string; column: string } | null>(null);

  const columnDefs = useMemo<ColumnDef<DatasetRow>[]>(
    () =>
      columns.map((column) => ({
        id: column.name,
        header: column.name,
        size: COLUMN_WIDTH,
        accessorFn: (row) => row.values[column.name],
      })),
    [columns],
  );
  const table = useReactTable({
    data: [],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
  });

  const virtualizer = useVirtualizer({
    count: rows.rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  const lastIndex = items[items.length - 1]?.index ?? 0;
  const { onVisibleRangeChange } = rows;
  useEffect(() => onVisibleRangeChange(firstIndex, lastIndex), [firstIndex, lastIndex, onVisibleRangeChange]);

  const leading = (editing ? SELECT_WIDTH : 0) + OPEN_WIDTH;
  const totalWidth = leading + table.getTotalSize();
  const template = `${editing ? `${SELECT_WIDTH}px ` : ''}${OPEN_WIDTH}px ${table
    .getVisibleLeafColumns()
    .map((c) => `${c.getSize()}px`)
    .join(' ')}`;

  const loadedIds = items.map((item) => rows.rowAt(item.index)?.id).filter((id): id is string => !!id);
  const isAllSelected = !!editing && loadedIds.length > 0 && loadedIds.every((id) => editing.selectedIds.has(id));

  // Rows are memoised: their callbacks stay the same object and read the latest props when called.
  const latest = useRef({ editing, onOpenRow });
  latest.current = { editing, onOpenRow };
  const actions = useMemo<RowActions>(
    () => ({
      onToggle: (id, isChecked) => {
        const current = latest.current.editing;
        if (!current) return;
        const next = new Set(current.selectedIds);
        if (isChecked) next.add(id);
        else next.delete(id);
        current.onSelectionChange(next);
      },
      onOpen: (row) => latest.current.onOpenRow(row),
      onStartEdit: (rowId, column) => setEditingCell({ rowId, column }),
      onStopEdit: () => setEditingCell(null),
      onSave: (row, column, value) => latest.current.editing?.onSaveCell(row, column, value) ?? Promise.resolve(),
    }),
    [],
  );

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      style={{ height }}
      role="table"
      aria-label={label}
      aria-rowcount={(rows.state.total ?? 0) + 1}
      aria-colcount={columns.length + (editing ? 2 : 1)}
    >
      <div style={{ width: totalWidth, minWidth: '100%' }}>
        <div role="rowgroup" className={classes.header}>
          {table.getHeaderGroups().map((group) => (
            <div
              role="row"
              aria-rowindex={1}
              key={group.id}
              className={classes.row}
              style={{ gridTemplateColumns: template }}
            >
              {editing && (
                <div role="columnheader" className={classes.cell}>
                  <Checkbox
                    aria-label="Select the rows on screen"
                    checked={isAllSelected}
                    onChange={(event) => {
                      const next = new Set(editing.selectedIds);
                      for (const id of loadedIds) {
                        if (event.currentTarget.checked) next.add(id);
                        else next.delete(id);
                      }
                      editing.onSelectionChange(next);
                    }}
                  />
                </div>
              )}
              <div role="columnheader" className={classes.cell}>
                <Text size="xs" fw={600} c="dimmed">
                  Row
                </Text>
              </div>
              {group.headers.map((header) => (
                <div
                  role="columnheader"
                  key={header.id}
                  aria-sort={ariaSort(sort, header.column.id)}
                  className={classes.cell}
                >
                  <UnstyledButton
                    className={classes.sortButton}
                    onClick={() => onSortChange(nextSort(sort, header.column.id))}
                    title={`Sort by ${header.column.id}`}
                  >
                    <Text size="sm" fw={600} truncate>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </Text>
                    <span aria-hidden="true">
                      {sort?.column === header.column.id ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </UnstyledButton>
                </div>
              ))}
            </div>
          ))}
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows.rowAt(item.index);
            const style = {
              gridTemplateColumns: template,
              height: GRID_ROW_HEIGHT,
              transform: `translateY(${item.start}px)`,
            };
            if (!row) {
              return (
                <div role="row" aria-rowindex={item.index + 2} key={item.key} className={classes.bodyRow} style={style}>
                  <div role="cell" className={classes.cell} style={{ gridColumn: '1 / -1' }}>
                    <Loader size="xs" aria-hidden="true" />
                    <Text size="sm" c="dimmed" ml="xs">
                      Loading rows…
                    </Text>
                  </div>
                </div>
              );
            }
            return (
              <GridRow
                key={item.key}
                row={row}
                index={item.index}
                style={style}
                columns={columns}
                isEditable={!!editing}
                isSelected={!!editing?.selectedIds.has(row.id)}
                editingColumn={editingCell?.rowId === row.id ? editingCell.column : null}
                actions={actions}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

type RowActions = {
  onToggle: (rowId: string, isChecked: boolean) => void;
  onOpen: (row: DatasetRow) => void;
  onStartEdit: (rowId: string, column: string) => void;
  onStopEdit: () => void;
  onSave: (row: DatasetRow, column: DatasetColumn, value: unknown) => Promise<void>;
};

type GridRowProps = {
  row: DatasetRow;
  index: number;
  style: CSSProperties;
  columns: DatasetColumn[];
  isEditable: boolean;
  isSelected: boolean;
  /** The column being edited in this row, if any. */
  editingColumn: string | null;
  actions: RowActions;
};

/** One body row; re-renders only when its own data, position or selection changes. */
const GridRow = memo(function GridRow({
  row,
  index,
  style,
  columns,
  isEditable,
  isSelected,
  editingColumn,
  actions,
}: GridRowProps) {
  const rowNumber = index + 1;
  return (
    <div role="row" aria-rowindex={index + 2} className={classes.bodyRow} style={style} data-row-id={row.id}>
      {isEditable && (
        <div role="cell" className={classes.cell}>
          {/* Native controls: hundreds of rows mount per second while scrolling, and these cost least. */}
          <input
            type="checkbox"
            className={classes.checkbox}
            aria-label={`Select row ${rowNumber}`}
            checked={isSelected}
            onChange={(event) => actions.onToggle(row.id, event.currentTarget.checked)}
          />
        </div>
      )}
      <div role="cell" className={classes.cell}>
        <button
          type="button"
          className={classes.openButton}
          aria-label={`Open row ${rowNumber}`}
          onClick={() => actions.onOpen(row)}
        >
          {rowNumber}
        </button>
      </div>
      {columns.map((column) => (
        <GridCell
          key={column.name}
          row={row}
          column={column}
          isEditing={editingColumn === column.name}
          onStartEdit={isEditable ? () => actions.onStartEdit(row.id, column.name) : undefined}
          onStopEdit={actions.onStopEdit}
          onSave={isEditable ? (value) => actions.onSave(row, column, value) : undefined}
        />
      ))}
    </div>
  );
}, areRowPropsEqual);

/** Same row when everything but the style object is identical and the style places it at the same spot. */
function areRowPropsEqual(a: GridRowProps, b: GridRowProps): boolean {
  return (
    a.row === b.row &&
    a.index === b.index &&
    a.columns === b.columns &&
    a.isEditable === b.isEditable &&
    a.isSelected === b.isSelected &&
    a.editingColumn === b.editingColumn &&
    a.actions === b.actions &&
    a.style.transform === b.style.transform &&
    a.style.gridTemplateColumns === b.style.gridTemplateColumns
  );
}

type GridCellProps = {
  row: DatasetRow;
  column: DatasetColumn;
  isEditing: boolean;
  onStartEdit?: () => void;
  onStopEdit: () => void;
  onSave?: (value: unknown) => Promise<void>;
};

function GridCell({ row, column, isEditing, onStartEdit, onStopEdit, onSave }: GridCellProps) {
  const value = row.values[column.name];
  const text = formatCellValue(value);
  const media = toMediaUrl(value);

  if (isEditing && onSave) {
    return (
      <div role="cell" className={classes.cell}>
        <CellEditor column={column} initialText={text} onSave={onSave} onDone={onStopEdit} />
      </div>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && onStartEdit) {
      event.preventDefault();
      onStartEdit();
    }
  };
  return (
    <div
      role="cell"
      className={classes.cell}
      onDoubleClick={onStartEdit}
      onKeyDown={onKeyDown}
      tabIndex={onStartEdit ? -1 : undefined}
      title={media ? undefined : text}
      data-column={column.name}
    >
      {media ? (
        <MediaCell url={media.url} label={`${column.name}, row ${row.id}`} size={48} />
      ) : (
        <span className={classes.text}>{text}</span>
      )}
    </div>
  );
}

function CellEditor({
  column,
  initialText,
  onSave,
  onDone,
}: {
  column: DatasetColumn;
  initialText: string;
  onSave: (value: unknown) => Promise<void>;
  onDone: () => void;
}) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    const parsed = parseCellInput(text, column.type);
    if (!parsed.isValid) {
      setError(parsed.message);
      return;
    }
    setIsSaving(true);
    try {
      await onSave(parsed.value);
      onDone();
    } catch {
      setIsSaving(false); // the toast says why; the editor stays open to try again
    }
  };

  return (
    <TextInput
      size="xs"
      w="100%"
      autoFocus
      aria-label={`Edit ${column.name}`}
      value={text}
      error={error}
      disabled={isSaving}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        }
        if (event.key === 'Escape') onDone();
      }}
      onBlur={() => {
        if (!isSaving) onDone();
      }}
    />
  );
}
