/** A preview cell as text: empty cells say so, objects and lists as JSON, long text cut. */
export function formatCell(value: unknown, maxLength = 200): string {
  if (value === null || value === undefined) return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
