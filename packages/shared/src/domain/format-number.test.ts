import { describe, it, expect } from 'vitest';
import { formatDisplayNumber, truncateDecimals } from './format-number';

describe('truncateDecimals', () => {
  it('truncates instead of rounding', () => {
    expect(truncateDecimals(1.239, 2)).toBe(1.23);
    expect(truncateDecimals(1.2399, 3)).toBe(1.239);
    expect(truncateDecimals(0.999, 2)).toBe(0.99);
  });

  it('truncates toward zero for negatives', () => {
    expect(truncateDecimals(-1.239, 2)).toBe(-1.23);
    expect(truncateDecimals(-0.0001, 3)).toBe(0);
    expect(Object.is(truncateDecimals(-0.0001, 3), -0)).toBe(false);
  });

  it('is not fooled by binary floating-point artefacts', () => {
    expect(truncateDecimals(1.1 + 2.2, 2)).toBe(3.3);
    expect(truncateDecimals(0.29, 2)).toBe(0.29);
    expect(truncateDecimals(1.005, 2)).toBe(1);
    expect(truncateDecimals(4.35, 2)).toBe(4.35);
    expect(truncateDecimals(0.1 + 0.2, 3)).toBe(0.3);
  });

  it('leaves integers and short decimals unchanged', () => {
    expect(truncateDecimals(42, 2)).toBe(42);
    expect(truncateDecimals(0.5, 3)).toBe(0.5);
  });

  it('handles exponent notation and non-finite values', () => {
    expect(truncateDecimals(1e-7, 3)).toBe(0);
    expect(truncateDecimals(1e21, 2)).toBe(1e21);
    expect(truncateDecimals(Number.NaN, 2)).toBeNaN();
    expect(truncateDecimals(Infinity, 2)).toBe(Infinity);
  });
});

describe('formatDisplayNumber', () => {
  it('limits to six decimals', () => {
    expect(formatDisplayNumber(0.1234567)).toBe('0.123457');
    expect(formatDisplayNumber(1 / 3)).toBe('0.333333');
  });

  it('drops trailing zeros', () => {
    expect(formatDisplayNumber(1.5)).toBe('1.5');
    expect(formatDisplayNumber(2)).toBe('2');
    expect(formatDisplayNumber(0.1 + 0.2)).toBe('0.3');
  });

  it('shows tiny values as zero without a sign', () => {
    expect(formatDisplayNumber(-0.0000001)).toBe('0');
    expect(formatDisplayNumber(0.000001)).toBe('0.000001');
  });

  it('shows a dash for non-finite or missing values', () => {
    expect(formatDisplayNumber(Number.NaN)).toBe('-');
    expect(formatDisplayNumber(-Infinity)).toBe('-');
    expect(formatDisplayNumber(null)).toBe('-');
    expect(formatDisplayNumber(undefined)).toBe('-');
  });
});
