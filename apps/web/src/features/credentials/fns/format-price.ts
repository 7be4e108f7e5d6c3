const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/** A price per million tokens in US dollars, cents always shown: $0.15, $2.50, $0.0375. */
export function formatPrice(value: number): string {
  return usd.format(value);
}
