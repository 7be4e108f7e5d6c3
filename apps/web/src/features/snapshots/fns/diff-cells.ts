export type CellChange = { column: string; before: unknown; after: unknown };

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The columns whose value differs between two versions of a row, in a stable order (before's keys first). */
export function diffCells(before: Record<string, unknown>, after: Record<string, unknown>): CellChange[] {
  const columns = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return columns
    .filter((column) => !isSame(before[column], after[column]))
    .map((column) => ({ column, before: before[column], after: after[column] }));
}
