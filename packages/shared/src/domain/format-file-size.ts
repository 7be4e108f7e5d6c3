export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

const BASE = 1024;
const FIRST_DECIMAL_UNIT = 2; // MB

/**
 * Bytes and KB are rounded up so a non-empty file never reads as "0 KB"; MB and above keep
 * two decimals with trailing zeros dropped. A value that rounds to 1024 of one unit is shown
 * as 1 of the next unit instead.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = 0;
  while (unit < FILE_SIZE_UNITS.length - 1 && bytes >= BASE ** (unit + 1)) unit += 1;
  for (;;) {
    const scaled = bytes / BASE ** unit;
    const rounded = unit < FIRST_DECIMAL_UNIT ? Math.ceil(scaled) : Number(scaled.toFixed(2));
    if (rounded >= BASE && unit < FILE_SIZE_UNITS.length - 1) {
      unit += 1;
      continue;
    }
    return `${rounded} ${FILE_SIZE_UNITS[unit] ?? 'TB'}`;
  }
}
