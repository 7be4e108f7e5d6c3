import { describe, expect, it } from 'vitest';
import { toMediaUrl } from './to-media-url';

describe('toMediaUrl', () => {
  it('links to images, mp4 videos and TIFFs are media, whatever their query string', () => {
    expect(toMediaUrl('https://x.test/a.PNG')).toEqual({ url: 'https://x.test/a.PNG', type: 'image' });
    expect(toMediaUrl(' https://x.test/clip.mp4?sig=1 ')).toEqual({
      url: 'https://x.test/clip.mp4?sig=1',
      type: 'video',
    });
    expect(toMediaUrl('/files/scene.tif?x=.png')).toEqual({ url: '/files/scene.tif?x=.png', type: 'tiff' });
  });

  it('plain text, other links and non-strings are not media', () => {
    expect(toMediaUrl('see photo.png')).toBeNull();
    expect(toMediaUrl('https://x.test/page.html')).toBeNull();
    expect(toMediaUrl(42)).toBeNull();
  });
});
