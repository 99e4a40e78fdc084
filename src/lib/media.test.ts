import { describe, expect, it } from 'vitest';
import { getAssetDimensions, getMediaKind } from './media.ts';

describe('getMediaKind', () => {
  it.each(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tiff', 'webp'])('.%s is an image', (extension) => {
    expect(getMediaKind(`photo.${extension}`)).toBe('image');
  });

  it.each(['mp4', 'mov', 'avi', 'flv', 'wmv', 'mkv', 'webm'])('.%s is a video', (extension) => {
    expect(getMediaKind(`clip.${extension}`)).toBe('video');
  });

  it('knows svg apart', () => {
    expect(getMediaKind('logo.svg')).toBe('svg');
  });

  it('ignores case, query strings, hashes and dots in folders', () => {
    expect(getMediaKind('PHOTO.JPG')).toBe('image');
    expect(getMediaKind('Clip.MoV')).toBe('video');
    expect(getMediaKind('https://a.storyblok.com/f/1/1920x1080/ab12/hero.webp?cv=1700000000')).toBe('image');
    expect(getMediaKind('/media/intro.mp4#t=10')).toBe('video');
    expect(getMediaKind('/v1.2/logo.SVG?x=a.png')).toBe('svg');
    expect(getMediaKind('https://example.com/archive.v2/readme')).toBe('unknown');
  });

  it.each(['', 'README', 'report.pdf', 'photo.jpg.zip', '.png', 'photo.', 'archive.tif'])(
    '%j is unknown',
    (name) => {
      expect(getMediaKind(name)).toBe('unknown');
    },
  );
});

describe('getAssetDimensions', () => {
  it('reads the /{w}x{h}/ segment of a Storyblok asset URL', () => {
    expect(getAssetDimensions('https://a.storyblok.com/f/123456/1920x1080/ab12cd34ef/hero.jpg')).toEqual({
      width: 1920,
      height: 1080,
    });
  });

  it('takes the original size, not a later resize', () => {
    expect(
      getAssetDimensions('https://a.storyblok.com/f/1/3310x2192/e4ec08624e/demo.jpeg/m/500x500/smart'),
    ).toEqual({
      width: 3310,
      height: 2192,
    });
  });

  it('gives undefined when the size is missing or zero', () => {
    expect(getAssetDimensions('/images/hero.jpg')).toBeUndefined();
    expect(getAssetDimensions('https://a.storyblok.com/f/1/0x1080/ab/hero.jpg')).toBeUndefined();
    expect(getAssetDimensions('https://a.storyblok.com/f/1/hero-1920x1080.jpg')).toBeUndefined();
    expect(getAssetDimensions('/hero.jpg?size=/10x10/')).toBeUndefined();
    expect(getAssetDimensions('')).toBeUndefined();
  });
});
