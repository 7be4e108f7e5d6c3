export type MediaType = 'tiff' | 'video' | 'image' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'avif']);

/** Lower-cased extension of the last path segment, ignoring any query string or fragment. */
export function fileExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  // A leading dot (".env") names a hidden file rather than an extension.
  return dot > 0 ? lastSegment.slice(dot + 1).toLowerCase() : '';
}

export function detectMediaType(url: string): MediaType {
  const extension = fileExtension(url);
  if (extension === 'tif' || extension === 'tiff') return 'tiff';
  if (extension === 'mp4') return 'video';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return 'other';
}

export function isVideo(url: string): boolean {
  return detectMediaType(url) === 'video';
}

export function isTiff(url: string): boolean {
  return detectMediaType(url) === 'tiff';
}
