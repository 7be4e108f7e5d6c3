import { rasterToRgba } from '@assay/shared/domain/raster-to-rgba';

export type DecodedTiff =
  | { isDecoded: true; width: number; height: number; rgba: Uint8ClampedArray }
  /** SPEC section 8: a TIFF that cannot be read is width 0, height 0, no rasters, and the reader's message. */
  | { isDecoded: false; width: 0; height: 0; message: string };

/** Larger rasters are read downsampled: a grid cell or a drawer never needs more pixels than this across. */
export const MAX_TIFF_EDGE = 1024;

export function tiffFailure(message: string): DecodedTiff {
  return { isDecoded: false, width: 0, height: 0, message };
}

/** Decodes a TIFF's first image into RGBA pixels; geotiff is loaded on first use so grids without TIFFs skip it. */
export async function decodeTiff(bytes: ArrayBuffer, signal?: AbortSignal): Promise<DecodedTiff> {
  try {
    const { fromArrayBuffer } = await import('geotiff');
    const tiff = await fromArrayBuffer(bytes, signal);
    const image = await tiff.getImage();
    const scale = Math.min(1, MAX_TIFF_EDGE / Math.max(image.getWidth(), image.getHeight(), 1));
    const width = Math.max(1, Math.round(image.getWidth() * scale));
    const height = Math.max(1, Math.round(image.getHeight() * scale));
    // Only the bands that become colour channels are decoded.
    const samples = image.getSamplesPerPixel() >= 3 ? [0, 1, 2] : [0];
    const rasters = await image.readRasters({ width, height, samples, signal, interleave: false });
    const bands = Array.isArray(rasters) ? rasters : [rasters];
    return { isDecoded: true, width, height, rgba: rasterToRgba({ width, height, bands }) };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return tiffFailure(error instanceof Error ? error.message : String(error));
  }
}

/** Fetches and decodes; a failed download is reported like a failed read, in the grid cell. */
export async function loadTiff(url: string, signal?: AbortSignal): Promise<DecodedTiff> {
  let response: Response;
  try {
    response = await fetch(url, { signal: signal ?? null });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return tiffFailure('Could not download the file');
  }
  if (!response.ok) return tiffFailure(`Could not download the file (HTTP ${response.status})`);
  return decodeTiff(await response.arrayBuffer(), signal);
}
