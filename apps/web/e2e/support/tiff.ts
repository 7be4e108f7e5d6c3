/**
 * A minimal baseline TIFF writer for browser tests: little-endian, one strip, chunky samples, no compression
 * (unless `compression` names another scheme, to produce a file readers refuse). Enough for geotiff to decode.
 */
export type TiffSpec = {
  width: number;
  height: number;
  /** 1 = grey, 3 = RGB. */
  samplesPerPixel: 1 | 3;
  bitsPerSample: 8 | 16;
  /** Interleaved samples, row by row: width * height * samplesPerPixel values. */
  samples: number[];
  /** TIFF compression tag value; 1 (none) unless testing a refusal. */
  compression?: number;
};

const SHORT = 3;
const LONG = 4;

export function encodeTiff({ width, height, samplesPerPixel, bitsPerSample, samples, compression = 1 }: TiffSpec) {
  const bytesPerSample = bitsPerSample / 8;
  const pixelBytes = samples.length * bytesPerSample;
  const bitsOffset = 8;
  const bitsBytes = samplesPerPixel > 2 ? samplesPerPixel * 2 : 0;
  const dataOffset = bitsOffset + bitsBytes;
  const ifdOffset = dataOffset + pixelBytes + (pixelBytes % 2);
  const entries: [tag: number, type: number, count: number, value: number][] = [
    [256, LONG, 1, width],
    [257, LONG, 1, height],
    [258, SHORT, samplesPerPixel, samplesPerPixel > 2 ? bitsOffset : bitsPerSample],
    [259, SHORT, 1, compression],
    [262, SHORT, 1, samplesPerPixel === 3 ? 2 : 1],
    [273, LONG, 1, dataOffset],
    [277, SHORT, 1, samplesPerPixel],
    [278, LONG, 1, height],
    [279, LONG, 1, pixelBytes],
    [284, SHORT, 1, 1],
  ];
  const buffer = Buffer.alloc(ifdOffset + 2 + entries.length * 12 + 4);
  buffer.write('II', 0, 'latin1');
  buffer.writeUInt16LE(42, 2);
  buffer.writeUInt32LE(ifdOffset, 4);
  for (let i = 0; i < bitsBytes / 2; i++) buffer.writeUInt16LE(bitsPerSample, bitsOffset + i * 2);
  samples.forEach((value, i) => {
    if (bytesPerSample === 1) buffer.writeUInt8(value, dataOffset + i);
    else buffer.writeUInt16LE(value, dataOffset + i * 2);
  });
  buffer.writeUInt16LE(entries.length, ifdOffset);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifdOffset + 2 + i * 12;
    buffer.writeUInt16LE(tag, at);
    buffer.writeUInt16LE(type, at + 2);
    buffer.writeUInt32LE(count, at + 4);
    if (type === SHORT && count === 1) buffer.writeUInt16LE(value, at + 8);
    else buffer.writeUInt32LE(value, at + 8);
  });
  buffer.writeUInt32LE(0, ifdOffset + 2 + entries.length * 12);
  return buffer;
}
