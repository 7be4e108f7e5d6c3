import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows dollars with cents and keeps small fractions', () => {
    expect(formatPrice(2.5)).toBe('$2.50');
    expect(formatPrice(0.0375)).toBe('$0.0375');
  });
});
