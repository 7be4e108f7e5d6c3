import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type DecodedTiff, loadTiff } from '../fns/decode-tiff';
import { useIsNearViewport } from '../hooks/use-is-near-viewport';

type TiffCanvasProps = {
  url: string;
  /** The largest edge on screen, in CSS pixels; the canvas keeps the image's own pixels. */
  maxSize: number;
};

/**
 * A TIFF (often a geospatial raster) drawn as a colour image. It is decoded only once it scrolls near the
 * view; a file that cannot be read shows the reader's message in its place instead of breaking the grid.
 */
export function TiffCanvas({ url, maxSize }: TiffCanvasProps) {
  const [holder, isNear] = useIsNearViewport<HTMLDivElement>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [result, setResult] = useState<{ url: string; tiff: DecodedTiff } | null>(null);
  const tiff = result?.url === url ? result.tiff : null;

  useEffect(() => {
    if (!isNear) return;
    const controller = new AbortController();
    loadTiff(url, controller.signal).then(
      (decoded) => setResult({ url, tiff: decoded }),
      () => {}, // aborted: the cell left the screen or the URL changed
    );
    return () => controller.abort();
  }, [url, isNear]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !tiff?.isDecoded) return;
    canvas.width = tiff.width;
    canvas.height = tiff.height;
    const context = canvas.getContext('2d');
    context?.putImageData(new ImageData(new Uint8ClampedArray(tiff.rgba), tiff.width, tiff.height), 0, 0);
  }, [tiff]);

  const fileName = decodeURIComponent(url.split(/[?#]/, 1)[0]?.split('/').pop() ?? url);

  if (tiff && !tiff.isDecoded) {
    return (
      <div ref={holder} data-tiff-width={tiff.width} data-tiff-height={tiff.height}>
        <Text size="xs" c="red" role="note">
          TIFF could not be shown ({tiff.width} × {tiff.height}): {tiff.message}
        </Text>
      </div>
    );
  }
  return (
    <div ref={holder} data-tiff-width={tiff?.width} data-tiff-height={tiff?.height}>
      {tiff ? (
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`TIFF image ${fileName}, ${tiff.width} by ${tiff.height} pixels`}
          style={{ maxWidth: maxSize, maxHeight: maxSize, display: 'block', imageRendering: 'pixelated' }}
        />
      ) : (
        <Text size="xs" c="dimmed">
          {isNear ? 'Loading TIFF…' : fileName}
        </Text>
      )}
    </div>
  );
}
