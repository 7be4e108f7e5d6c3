/** The largest price per million tokens the server accepts. */
export const MAX_PRICE = 100_000;

export const PRICE_RANGE_MESSAGE = `Enter a price from 0 to ${MAX_PRICE.toLocaleString('en-US')}`;

/** A NumberInput's value as a price: '' (cleared), non-numbers and values out of range are no price. */
export function toPrice(value: number | string): number | null {
  if (value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE ? n : null;
}
