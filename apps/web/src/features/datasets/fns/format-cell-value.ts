/** How a stored value reads in a grid cell or an edit field: text as is, everything else as JSON. */
export function formatCellValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
