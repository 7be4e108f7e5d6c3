/** Escapes LIKE/ILIKE wildcards so a search term matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
