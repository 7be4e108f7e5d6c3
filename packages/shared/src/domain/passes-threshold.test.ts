import { describe, it, expect } from 'vitest';
import { ThresholdSchema, passesThreshold } from './passes-threshold';

describe('passesThreshold', () => {
  it('checks equality when only eq is present', () => {
    expect(passesThreshold(1, { eq: 1 })).toBe(true);
    expect(passesThreshold(1.5, { eq: 1 })).toBe(false);
  });

  it('treats lte and gte as inclusive bounds', () => {
    expect(passesThreshold(5, { lte: 5 })).toBe(true);
    expect(passesThreshold(5.01, { lte: 5 })).toBe(false);
    expect(passesThreshold(5, { gte: 5 })).toBe(true);
    expect(passesThreshold(4.99, { gte: 5 })).toBe(false);
  });

  it('lets gte override eq', () => {
    expect(passesThreshold(1, { eq: 1, gte: 5 })).toBe(false);
    expect(passesThreshold(7, { eq: 1, gte: 5 })).toBe(true);
  });

  it('lets lte override eq', () => {
    expect(passesThreshold(1, { eq: 1, lte: 0 })).toBe(false);
    expect(passesThreshold(-3, { eq: 1, lte: 0 })).toBe(true);
  });

  it('lets gte override lte', () => {
    expect(passesThreshold(3, { lte: 5, gte: 4 })).toBe(false);
    expect(passesThreshold(10, { lte: 5, gte: 4 })).toBe(true);
  });

  it('does not pass when no threshold key is present', () => {
    expect(passesThreshold(0, {})).toBe(false);
  });

  it('validates threshold shapes', () => {
    expect(ThresholdSchema.parse({ gte: 0.5 })).toEqual({ gte: 0.5 });
    expect(ThresholdSchema.safeParse({ eq: 'one' }).success).toBe(false);
  });
});
