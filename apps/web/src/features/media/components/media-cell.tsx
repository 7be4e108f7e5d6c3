import { Anchor } from '@mantine/core';
import { toMediaUrl } from '../fns/to-media-url';
import { TiffCanvas } from './tiff-canvas';

type MediaCellProps = {
  url: string;
  /** The largest edge on screen in CSS pixels: small in grid cells, larger in the row drawer. */
  size?: number;
  /** Names the media for screen readers, e.g. the column. */
  label: string;
};

/** An image, an mp4 video or a TIFF from a link, loaded lazily; other links stay links. */
export function MediaCell({ url, size = 56, label }: MediaCellProps) {
  const media = toMediaUrl(url);
  if (!media) {
    return (
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
        {url}
      </Anchor>
    );
  }
  if (media.type === 'image') {
    return (
      <img src={media.url} alt={label} loading="lazy" style={{ maxWidth: size, maxHeight: size, display: 'block' }} />
    );
  }
  if (media.type === 'video') {
    return (
      <video
        src={media.url}
        controls
        preload="none"
        aria-label={label}
        style={{ maxWidth: size * 2, maxHeight: size, display: 'block' }}
      />
    );
  }
  return <TiffCanvas url={media.url} maxSize={size} />;
}
