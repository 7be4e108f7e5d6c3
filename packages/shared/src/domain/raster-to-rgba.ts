/**
 * Turns decoded raster bands (a TIFF's samples, one array per band) into canvas pixels.
 * SPEC: TIFF images are shown as colour images, and channel values above 255 are normalised to 0-255.
 */
export type RasterBands = {
  width: number;
  height: number;
  /** One array of `width * height` samples per band, row by row. */
  bands: readonly ArrayLike<number>[];
};

/** The largest finite sample among the bands that become colour channels. */
function maxSample(bands: readonly ArrayLike<number>[]): number {
  let max = 0;
  for (const band of bands) {
    for (let i = 0; i < band.length; i++) {
      const value = band[i] as number;
      if (Number.isFinite(value) && value > max) max = value;
    }
  }
  return max;
}

/** The bands shown: the first three as red, green and blue, or a single band as grey. */
export function colourBands(bands: readonly ArrayLike<number>[]): readonly ArrayLike<number>[] {
  if (bands.length === 0) return [];
  if (bands.length < 3) return [bands[0] as ArrayLike<number>];
  return bands.slice(0, 3);
}

/**
 * RGBA bytes (`width * height * 4`) for a canvas ImageData. Samples are kept as they are when every one
 * fits 0-255; when any is above 255 all of them are scaled by 255 / max, so 16-bit and float rasters keep
 * their relative brightness. Negative and non-finite samples become 0. Pixels are opaque.
 */
export function rasterToRgba({ width, height, bands }: RasterBands): Uint8ClampedArray {
  const pixelCount = Math.max(0, width) * Math.max(0, height);
  const rgba = new Uint8ClampedArray(pixelCount * 4);
  const shown = colourBands(bands);
  if (shown.length === 0) return rgba;
  for (const band of shown) {
    if (band.length < pixelCount) {
      throw new RangeError(`A band has ${band.length} samples; a ${width}x${height} image needs ${pixelCount}`);
    }
  }
  const max = maxSample(shown);
  const scale = max > 255 ? 255 / max : 1;
  const toByte = (value: number) => (Number.isFinite(value) && value > 0 ? Math.round(value * scale) : 0);
  const [red, green = red, blue = red] = shown as [ArrayLike<number>, ArrayLike<number>?, ArrayLike<number>?];
  for (let i = 0; i < pixelCount; i++) {
    const o = i * 4;
    rgba[o] = toByte(red[i] as number);
    rgba[o + 1] = toByte((green as ArrayLike<number>)[i] as number);
    rgba[o + 2] = toByte((blue as ArrayLike<number>)[i] as number);
    rgba[o + 3] = 255;
  }
  return rgba;
}
