import type { TraceTreeItem } from '@assay/shared/contracts/traces';
import type { SpanTree } from '@assay/shared/domain/build-span-tree';
import type { TreeRow } from '@assay/shared/domain/flatten-span-tree';
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { formatDuration, formatTokens } from '../fns/format-trace-values';
import { SPAN_KIND_COLORS } from '../fns/span-kind-colors';
import type { TraceViewStore } from '../stores/trace-view-store';
import classes from './trace-tree.module.css';

const ROW_HEIGHT = 34;
const INDENT_PX = 16;
/** Set when the first rows of a trace are on screen; the trace-view benchmark reads it. */
export const TREE_PAINTED_MARK = 'assay:trace-tree-painted';

type TraceTreeProps = {
  tree: SpanTree<TraceTreeItem>;
  rows: TreeRow[];
  store: TraceViewStore;
  label: string;
};

const rowDomId = (row: TreeRow, tree: SpanTree<TraceTreeItem>) =>
  row.type === 'span' ? `span-row-${tree.items[row.index]!.spanId}` : `loop-row-${row.key.replace(':', '-')}`;

/** Where a bar sits on the trace's time axis, in percent. */
function barStyle(tree: SpanTree<TraceTreeItem>, startMs: number, endMs: number) {
  const total = Math.max(tree.endMs - tree.startMs, 1e-6);
  const left = ((startMs - tree.startMs) / total) * 100;
  const width = Math.max(((endMs - startMs) / total) * 100, 0.3);
  return { left: `${Math.min(left, 99.7)}%`, width: `${Math.min(width, 100 - Math.min(left, 99.7))}%` };
}

function loopLabel(tree: SpanTree<TraceTreeItem>, row: Extract<TreeRow, { type: 'loop' }>) {
  const names = Array.from(row.members.subarray(0, row.patternLength), (i) => tree.items[i]!.name);
  return `${names.join(' → ')} × ${row.repeats}`;
}

/**
 * The spans of a trace as an accessible tree with a waterfall: only the rows in view are in the page
 * (virtualised), so a 50,000-span trace scrolls like a short one. Keyboard: up/down move, right opens or
 * goes to the first child, left closes or goes to the parent, Home/End, Enter/Space selects or opens.
 */
export function TraceTree({ tree, rows, store, label }: TraceTreeProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectedSpanId = useStore(store, (s) => s.selectedSpanId);
  const [focusIndex, setFocusIndex] = useState(0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  // Keep the keyboard on the selected span when the selection changes from elsewhere (search, links).
  const selectedRowIndex = selectedSpanId
    ? rows.findIndex((row) => row.type === 'span' && tree.items[row.index]!.spanId === selectedSpanId)
    : -1;
  useEffect(() => {
    if (selectedRowIndex < 0) return;
    setFocusIndex(selectedRowIndex);
    virtualizer.scrollToIndex(selectedRowIndex, { align: 'auto' });
  }, [selectedRowIndex, virtualizer]);

  const hasRows = rows.length > 0;
  useEffect(() => {
    if (!hasRows) return;
    // After the frame that shows the rows has been painted.
    const frame = requestAnimationFrame(() => setTimeout(() => performance.mark(TREE_PAINTED_MARK), 0));
    return () => cancelAnimationFrame(frame);
  }, [hasRows, tree]);

  const focusRow = Math.min(focusIndex, rows.length - 1);

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setFocusIndex(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    const row = rows[target];
    if (row?.type === 'span') store.getState().selectSpan(tree.items[row.index]!.spanId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[focusRow];
    if (!row) return;
    const { toggleLoop, setSpanExpanded } = store.getState();
    const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    let isHandled = true;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(focusRow + 1);
        break;
      case 'ArrowUp':
        moveTo(focusRow - 1);
        break;
      case 'PageDown':
        moveTo(focusRow + pageRows);
        break;
      case 'PageUp':
        moveTo(focusRow - pageRows);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.type === 'loop' ? !row.isExpanded : row.hasChildren && !row.isExpanded) {
          if (row.type === 'loop') toggleLoop(row.key);
          else setSpanExpanded(tree.items[row.index]!.spanId, true);
        } else if (row.type === 'loop' || row.hasChildren) moveTo(focusRow + 1);
        break;
      case 'ArrowLeft':
        if (row.isExpanded) {
          if (row.type === 'loop') toggleLoop(row.key);
          else setSpanExpanded(tree.items[row.index]!.spanId, false);
        } else {
          let parentRow = focusRow - 1;
          while (parentRow >= 0 && rows[parentRow]!.depth >= row.depth) parentRow--;
          if (parentRow >= 0) moveTo(parentRow);
        }
        break;
      case 'Enter':
      case ' ':
        if (row.type === 'loop') toggleLoop(row.key);
        else store.getState().selectSpan(tree.items[row.index]!.spanId);
        break;
      default:
        isHandled = false;
    }
    if (isHandled) event.preventDefault();
  };

  const virtualItems = virtualizer.getVirtualItems();
  // Point only at a row that is in the page: scrolled out of view, it is not, and a dangling id misleads.
  const isActiveRendered = virtualItems.some((item) => item.index === focusRow);
  const activeRow = isActiveRendered ? rows[focusRow] : undefined;
  return (
    <div
      ref={scrollRef}
      role="tree"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={activeRow ? rowDomId(activeRow, tree) : undefined}
      onKeyDown={onKeyDown}
      className={classes.scroller}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualItems.map((virtualRow) => {
          const row = rows[virtualRow.index]!;
          const isFocused = virtualRow.index === focusRow;
          const common = {
            id: rowDomId(row, tree),
            role: 'treeitem',
            'aria-level': row.depth + 1,
            'aria-posinset': row.position,
            'aria-setsize': row.setSize,
            className: classes.row,
            'data-focused': isFocused || undefined,
            style: { transform: `translateY(${virtualRow.start}px)`, height: ROW_HEIGHT },
          } as const;
          const indent = { paddingLeft: row.depth * INDENT_PX };

          if (row.type === 'loop') {
            const first = tree.items[row.members[0]!]!;
            const last = tree.items[row.members[row.members.length - 1]!]!;
            const endMs = Math.max(last.startMs + last.durationMs, first.startMs + first.durationMs);
            return (
              <div
                key={row.key}
                {...common}
                aria-expanded={row.isExpanded}
                aria-selected={false}
                data-loop
                onClick={() => {
                  setFocusIndex(virtualRow.index);
                  store.getState().toggleLoop(row.key);
                }}
              >
                <div className={classes.label} style={indent}>
                  <span className={classes.chevron} aria-hidden>
                    {row.isExpanded ? '▾' : '▸'}
                  </span>
                  <span className={classes.loopBadge}>loop</span>
                  <Text span size="sm" truncate="end">
                    {loopLabel(tree, row)}
                  </Text>
                </div>
                <div className={classes.timeline} aria-hidden>
                  <div
                    className={classes.bar}
                    style={{ ...barStyle(tree, first.startMs, endMs), background: 'var(--mantine-color-gray-5)' }}
                  />
                </div>
                <Text span size="xs" c="dimmed" className={classes.metric}>
                  {row.members.length} spans
                </Text>
              </div>
            );
          }

          const item = tree.items[row.index]!;
          const isSelected = item.spanId === selectedSpanId;
          return (
            <div
              key={item.spanId + row.index}
              {...common}
              aria-expanded={row.hasChildren ? row.isExpanded : undefined}
              aria-selected={isSelected}
              data-selected={isSelected || undefined}
              data-match={row.isMatch || undefined}
              onClick={() => {
                setFocusIndex(virtualRow.index);
                store.getState().selectSpan(item.spanId);
              }}
            >
              <div className={classes.label} style={indent}>
                <span
                  className={classes.chevron}
                  aria-hidden
                  onClick={(event) => {
                    if (!row.hasChildren) return;
                    event.stopPropagation();
                    store.getState().toggleSpan(item.spanId);
                  }}
                >
                  {row.hasChildren ? (row.isExpanded ? '▾' : '▸') : ''}
                </span>
                <span
                  className={classes.swatch}
                  aria-hidden
                  style={{ background: `var(--mantine-color-${SPAN_KIND_COLORS[item.kind]}-6)` }}
                />
                <span className={classes.kind}>{item.kind}</span>
                <Text span size="sm" truncate="end" c={item.status === 'error' ? 'red.9' : undefined}>
                  {item.name}
                </Text>
                {item.status === 'error' && (
                  <Text span size="xs" c="red.9" fw={600}>
                    error
                  </Text>
                )}
              </div>
              <div className={classes.timeline} aria-hidden>
                <div
                  className={classes.bar}
                  style={{
                    ...barStyle(tree, item.startMs, item.startMs + item.durationMs),
                    background:
                      item.status === 'error'
                        ? 'var(--mantine-color-red-6)'
                        : `var(--mantine-color-${SPAN_KIND_COLORS[item.kind]}-5)`,
                  }}
                />
              </div>
              <Text span size="xs" className={classes.metric}>
                {formatDuration(item.durationMs)}
                {item.totalTokens !== null && <Box component="span"> · {formatTokens(item.totalTokens)} tok</Box>}
              </Text>
            </div>
          );
        })}
      </div>
    </div>
  );
}
