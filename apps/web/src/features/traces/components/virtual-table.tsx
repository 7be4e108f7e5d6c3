import { Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './virtual-table.module.css';

export type VirtualColumn<T> = { id: string; header: string; width: number; render: (row: T) => ReactNode };

type VirtualTableProps<T> = {
  label: string;
  columns: readonly VirtualColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Rows matching on the server, for aria-rowcount and the footer. */
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
};

const ROW_HEIGHT = 40;
/** Ask for the next keyset page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 20;

/**
 * A table whose rows are virtualised (only the visible ones are in the page) and which pulls the next keyset
 * page as the end comes into view. ARIA table roles keep it a table for assistive technology.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { rows, columns, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [lastIndex, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const template = columns.map((c) => `minmax(${c.width}px, ${c.width}fr)`).join(' ');
  const minWidth = columns.reduce((sum, c) => sum + c.width, 0);

  return (
    <div>
      <div
        ref={scrollRef}
        className={classes.scroller}
        role="table"
        aria-label={props.label}
        aria-rowcount={props.total + 1}
        tabIndex={0}
      >
        <div role="rowgroup" className={classes.head} style={{ minWidth }}>
          <div role="row" aria-rowindex={1} className={classes.row} style={{ gridTemplateColumns: template }}>
            {columns.map((column) => (
              <div key={column.id} role="columnheader" className={classes.cell}>
                {column.header}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth }}>
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={props.rowKey(row)}
                role="row"
                aria-rowindex={item.index + 2}
                className={`${classes.row} ${classes.bodyRow}`}
                style={{ gridTemplateColumns: template, transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              >
                {columns.map((column) => (
                  <div key={column.id} role="cell" className={classes.cell}>
                    {column.render(row)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {isFetchingNextPage ? <Loader size="xs" mr={6} /> : null}
        Showing {rows.length.toLocaleString('en-US')} of {props.total.toLocaleString('en-US')}
        {hasNextPage ? '; scroll for more' : ''}
      </Text>
    </div>
  );
}
