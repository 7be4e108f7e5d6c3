import type { DiffLine } from './diff-lines';

export type DiffCell = { kind: DiffLine['kind']; text: string; lineNumber: number };
/** One row of a two-column diff; a missing side is a line that exists only on the other side. */
export type SideBySideRow = { left: DiffCell | null; right: DiffCell | null };

/**
 * Lays a line diff out in two columns: unchanged lines face each other, and a run of removals
 * followed by additions is paired line by line, so a changed line sits beside its new text.
 */
export function toSideBySideRows(diff: readonly DiffLine[]): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let leftNumber = 0;
  let rightNumber = 0;
  let index = 0;
  while (index < diff.length) {
    const line = diff[index];
    if (!line) break;
    if (line.kind === 'same') {
      leftNumber++;
      rightNumber++;
      rows.push({
        left: { kind: 'same', text: line.text, lineNumber: leftNumber },
        right: { kind: 'same', text: line.text, lineNumber: rightNumber },
      });
      index++;
      continue;
    }
    const removed: DiffCell[] = [];
    const added: DiffCell[] = [];
    while (index < diff.length && diff[index]?.kind !== 'same') {
      const change = diff[index];
      if (change?.kind === 'removed') removed.push({ kind: 'removed', text: change.text, lineNumber: ++leftNumber });
      if (change?.kind === 'added') added.push({ kind: 'added', text: change.text, lineNumber: ++rightNumber });
      index++;
    }
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      rows.push({ left: removed[k] ?? null, right: added[k] ?? null });
    }
  }
  return rows;
}
