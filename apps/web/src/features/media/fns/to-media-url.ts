import { detectMediaType, type MediaType } from '@assay/shared/domain/detect-media-type';

const URL_LIKE = /^(https?:\/\/|\/)[^\s]+$/i;

/** A cell value that is a link to an image, a video or a TIFF, with its kind; anything else is shown as text. */
export function toMediaUrl(value: unknown): { url: string; type: Exclude<MediaType, 'other'> } | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!URL_LIKE.test(url)) return null;
  const type = detectMediaType(url);
  return type === 'other' ? null : { url, type };
}
