import { describe, expect, it } from 'vitest';
import { MAX_PRICE, toPrice } from './to-price';

describe('toPrice', () => {
  it('reads numbers and numeric text, including zero', () => {
    expect(toPrice(2.5)).toBe(2.5);
    expect(toPrice('0.15')).toBe(0.15);
    expect(toPrice(0)).toBe(0);
  });

  it('gives no price for a cleared field, negative or too large values', () => {
    expect(toPrice('')).toBeNull();
    expect(toPrice(-1)).toBeNull();
    expect(toPrice(MAX_PRICE + 1)).toBeNull();
    expect(toPrice('abc')).toBeNull();
  });
});
