import { describe, it, expect } from 'vitest';
import { CHART_PALETTE, getChartColors, randomHexColor } from './chart-colors';

const HEX = /^#[0-9a-f]{6}$/;

function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('CHART_PALETTE', () => {
  it('has exactly 26 distinct hex colours', () => {
    expect(CHART_PALETTE).toHaveLength(26);
    expect(new Set(CHART_PALETTE).size).toBe(26);
    for (const color of CHART_PALETTE) expect(color).toMatch(HEX);
  });

  it('keeps at least 3:1 contrast against white', () => {
    for (const color of CHART_PALETTE) expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(3);
  });
});

describe('randomHexColor', () => {
  it('maps the random value onto #rrggbb', () => {
    expect(randomHexColor(() => 0)).toBe('#000000');
    expect(randomHexColor(() => 0.5)).toBe('#800000');
    expect(randomHexColor(() => 0.999999999)).toBe('#ffffff');
    expect(randomHexColor(() => 1)).toBe('#ffffff');
  });
});

describe('getChartColors', () => {
  it('uses the palette in order for up to 26 series', () => {
    expect(getChartColors(3)).toEqual(CHART_PALETTE.slice(0, 3));
    expect(getChartColors(26)).toEqual([...CHART_PALETTE]);
  });

  it('adds random colours after the palette, drawn from the injected generator', () => {
    const colors = getChartColors(28, sequence([0, 0.5]));
    expect(colors).toHaveLength(28);
    expect(colors.slice(0, 26)).toEqual([...CHART_PALETTE]);
    expect(colors.slice(26)).toEqual(['#000000', '#800000']);
  });

  it('does not consume randomness while the palette suffices', () => {
    let calls = 0;
    getChartColors(26, () => {
      calls += 1;
      return 0;
    });
    expect(calls).toBe(0);
  });

  it('returns nothing for zero or negative counts', () => {
    expect(getChartColors(0)).toEqual([]);
    expect(getChartColors(-3)).toEqual([]);
  });
});
