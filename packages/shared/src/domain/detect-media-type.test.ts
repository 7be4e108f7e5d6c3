import { describe, it, expect } from 'vitest';
import { detectMediaType, fileExtension, isTiff, isVideo } from './detect-media-type';

describe('detectMediaType', () => {
  it('recognises tif and tiff as TIFF', () => {
    expect(detectMediaType('scan.tif')).toBe('tiff');
    expect(detectMediaType('https://cdn.example.com/a/scan.TIFF')).toBe('tiff');
  });

  it('recognises mp4 as video, ignoring the query string and fragment', () => {
    expect(detectMediaType('https://s3.example.com/clip.mp4?X-Amz-Signature=abc.png')).toBe('video');
    expect(detectMediaType('/media/clip.MP4#t=10')).toBe('video');
  });

  it('does not treat other video-like extensions as video', () => {
    expect(detectMediaType('clip.mov')).toBe('other');
    expect(detectMediaType('clip.webm')).toBe('other');
  });

  it('recognises common image extensions', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'avif']) {
      expect(detectMediaType(`picture.${ext}`)).toBe('image');
    }
  });

  it('uses only the last path segment', () => {
    expect(detectMediaType('https://example.com/videos.mp4/readme')).toBe('other');
    expect(detectMediaType('https://example.com/')).toBe('other');
    expect(detectMediaType('')).toBe('other');
  });
});

describe('fileExtension', () => {
  it('takes the last dot and ignores hidden-file dots', () => {
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('noext?x=a.mp4')).toBe('');
  });
});

describe('isVideo / isTiff', () => {
  it('agree with detectMediaType', () => {
    expect(isVideo('a.mp4?x=1')).toBe(true);
    expect(isVideo('a.tif')).toBe(false);
    expect(isTiff('a.tif')).toBe(true);
    expect(isTiff('a.mp4')).toBe(false);
  });
});
