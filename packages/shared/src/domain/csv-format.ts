/** CSV writing rules for exports (RFC 4180): fields with a comma, quote, CR or LF are quoted, quotes doubled. */

/** Text of a stored value in a CSV cell: null/undefined empty, objects as JSON, everything else as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function csvField(value: unknown): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) || text.trim() !== text ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A download file name safe in Content-Disposition: letters, digits, space . _ -; `.csv` added; File.csv if empty. */
export function safeCsvFileName(name: string | undefined | null): string {
  const base = (name ?? '')
    .replace(/\.csv$/i, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/^[ ._]+|[ ._]+$/g, '')
    .slice(0, 120);
  return base ? `${base}.csv` : 'File.csv';
}
