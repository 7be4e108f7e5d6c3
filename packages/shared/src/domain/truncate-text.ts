export const ELLIPSIS = '...';

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Keeps at most `maxLength` UTF-16 units before the ellipsis (which is not counted, as in the
 * original product). Cutting between the halves of a surrogate pair would render a broken
 * glyph, so the cut moves one unit earlier in that case.
 */
export function truncateText(text: string, maxLength: number): string {
  const limit = Math.max(0, Math.floor(maxLength));
  if (text.length <= limit) return text;
  let end = limit;
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}${ELLIPSIS}`;
}
