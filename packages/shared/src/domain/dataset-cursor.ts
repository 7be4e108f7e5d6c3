/**
 * Keyset cursors for dataset rows: the last row's sort value and row id, as base64url JSON, opaque to clients.
 * The cursor also names the sort it was made for, so a cursor reused with another sort is refused, not misread.
 */
export type RowCursor = { sort: string; order: 'asc' | 'desc'; value: string | null; rowId: string };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeRowCursor(cursor: RowCursor): string {
  return toBase64Url(JSON.stringify([cursor.sort, cursor.order, cursor.value, cursor.rowId]));
}

/** The cursor, or null when the text is not one this server made. */
export function decodeRowCursor(text: string): RowCursor | null {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
    const parsed: unknown = JSON.parse(fromBase64Url(text));
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [sort, order, value, rowId] = parsed as unknown[];
    if (typeof sort !== 'string' || (order !== 'asc' && order !== 'desc')) return null;
    if (value !== null && typeof value !== 'string') return null;
    if (typeof rowId !== 'string' || !/^[0-9]{1,18}$/.test(rowId)) return null;
    return { sort, order, value, rowId };
  } catch {
    return null;
  }
}
