import { describe, expect, it } from 'vitest';
import { colourBands, rasterToRgba } from './raster-to-rgba';

const pixels = (rgba: Uint8ClampedArray) => Array.from(rgba);

describe('rasterToRgba', () => {
  it('three bands become red, green and blue of opaque pixels', () => {
    const rgba = rasterToRgba({
      width: 2,
      height: 1,
      bands: [
        [10, 20],
        [30, 40],
        [50, 60],
      ],
    });
    expect(pixels(rgba)).toEqual([10, 30, 50, 255, 20, 40, 60, 255]);
  });

  it('one band is shown as grey', () => {
    const rgba = rasterToRgba({ width: 1, height: 2, bands: [Uint8Array.from([0, 200])] });
    expect(pixels(rgba)).toEqual([0, 0, 0, 255, 200, 200, 200, 255]);
  });

  it('values above 255 are normalised to 0-255 across all colour bands, keeping relative brightness', () => {
    const rgba = rasterToRgba({
      width: 2,
      height: 1,
      bands: [Uint16Array.from([1000, 0]), Uint16Array.from([500, 250]), Uint16Array.from([0, 1000])],
    });
    expect(pixels(rgba)).toEqual([255, 128, 0, 255, 0, 64, 255, 255]);
  });

  it('values that already fit 0-255 are kept as they are', () => {
    const rgba = rasterToRgba({ width: 1, height: 1, bands: [[255], [1], [0]] });
    expect(pixels(rgba)).toEqual([255, 1, 0, 255]);
  });

  it('float samples are rounded, and negative or non-finite samples become 0', () => {
    const rgba = rasterToRgba({ width: 3, height: 1, bands: [Float32Array.from([12.6, -5, Number.NaN])] });
    expect(pixels(rgba)).toEqual([13, 13, 13, 255, 0, 0, 0, 255, 0, 0, 0, 255]);
  });

  it('bands beyond the third (e.g. near infrared) neither colour nor scale the image', () => {
    const rgba = rasterToRgba({ width: 1, height: 1, bands: [[10], [20], [30], [60000]] });
    expect(pixels(rgba)).toEqual([10, 20, 30, 255]);
  });

  it('an image without bands is transparent, and an empty image has no pixels', () => {
    expect(pixels(rasterToRgba({ width: 1, height: 1, bands: [] }))).toEqual([0, 0, 0, 0]);
    expect(rasterToRgba({ width: 0, height: 0, bands: [] }).length).toBe(0);
  });

  it('a band shorter than the image is refused rather than drawn with garbage', () => {
    expect(() => rasterToRgba({ width: 2, height: 2, bands: [[1, 2, 3]] })).toThrow(/needs 4/);
  });
});

describe('colourBands', () => {
  it('two bands show the first as grey', () => {
    expect(colourBands([[1], [2]])).toEqual([[1]]);
  });
});
