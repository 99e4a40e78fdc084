import { describe, expect, it } from 'vitest';
import {
  buildImageUrl,
  buildPlaceholderUrl,
  buildSrcSet,
  fallbackQuality,
  imageBreakpoints,
  isStoryblokImage,
  maxPluginWidth,
  pixelDensities,
  placeholderWidth,
  pluginQuality,
} from './images.ts';

const asset = 'https://a.storyblok.com/f/123456/3000x2000/ab12cd34ef/hero.jpg';

describe('constants', () => {
  it('match SPEC section 9', () => {
    expect(imageBreakpoints).toEqual([750, 1080, 1366, 1920]);
    expect(pixelDensities).toEqual([1, 2, 3]);
    expect(placeholderWidth).toBe(20);
    expect(maxPluginWidth).toBe(1200);
    expect(pluginQuality).toBe(80);
    expect(fallbackQuality).toBe(70);
  });
});

describe('isStoryblokImage', () => {
  it('is true for raster images on the Storyblok asset CDN', () => {
    expect(isStoryblokImage(asset)).toBe(true);
    expect(isStoryblokImage('//a.storyblok.com/f/1/10x10/ab/x.PNG')).toBe(true);
    expect(isStoryblokImage('https://a-us.storyblok.com/f/1/10x10/ab/x.webp')).toBe(true);
  });

  it('is false for local paths, SVGs, videos and other hosts', () => {
    expect(isStoryblokImage('/images/hero.jpg')).toBe(false);
    expect(isStoryblokImage('https://a.storyblok.com/f/1/10x10/ab/logo.svg')).toBe(false);
    expect(isStoryblokImage('https://a.storyblok.com/f/1/ab/intro.mp4')).toBe(false);
    expect(isStoryblokImage('https://a.storyblok.com.evil.example/f/1/x.jpg')).toBe(false);
    expect(isStoryblokImage('https://img2.storyblok.com/f/1/x.jpg')).toBe(false);
  });
});

describe('buildImageUrl', () => {
  it('builds a smart crop with the fallback quality 70', () => {
    expect(buildImageUrl(asset, { width: 800, height: 600 })).toBe(
      `${asset}/m/800x600/smart/filters:quality(70)`,
    );
  });

  it('leaves smart out when there is nothing to crop', () => {
    expect(buildImageUrl(asset, { width: 800 })).toBe(`${asset}/m/800x0/filters:quality(70)`);
    expect(buildImageUrl(asset, { width: 800, height: 600, smart: false })).toBe(
      `${asset}/m/800x600/filters:quality(70)`,
    );
  });

  it('fits in with a transparent fill by default, and other fill colours on request', () => {
    expect(buildImageUrl(asset, { width: 400, height: 400, fitIn: true })).toBe(
      `${asset}/m/fit-in/400x400/filters:fill(transparent):quality(70):format(png)`,
    );
    expect(buildImageUrl(asset, { width: 400, height: 400, fitIn: true, format: 'webp' })).toBe(
      `${asset}/m/fit-in/400x400/filters:fill(transparent):quality(70):format(webp)`,
    );
    expect(buildImageUrl(asset, { width: 400, height: 400, fitIn: true, fill: 'FFFFFF' })).toBe(
      `${asset}/m/fit-in/400x400/filters:fill(FFFFFF):quality(70)`,
    );
    expect(
      buildImageUrl(asset, { width: 400, height: 400, fitIn: true, fill: '#F4F1EC', format: 'webp' }),
    ).toBe(`${asset}/m/fit-in/400x400/filters:fill(F4F1EC):quality(70):format(webp)`);
  });

  it('ignores the fill colour without fit-in', () => {
    expect(buildImageUrl(asset, { width: 400, height: 400, fill: 'FFFFFF' })).toBe(
      `${asset}/m/400x400/smart/filters:quality(70)`,
    );
  });

  it('writes quality and format filters', () => {
    expect(buildImageUrl(asset, { width: maxPluginWidth, quality: pluginQuality, format: 'webp' })).toBe(
      `${asset}/m/1200x0/filters:quality(80):format(webp)`,
    );
  });

  it('clamps the quality and rounds sizes, treating bad sizes as 0', () => {
    expect(buildImageUrl(asset, { width: 100, quality: 150 })).toBe(`${asset}/m/100x0/filters:quality(100)`);
    expect(buildImageUrl(asset, { width: 100, quality: 0 })).toBe(`${asset}/m/100x0/filters:quality(1)`);
    expect(buildImageUrl(asset, { width: 99.6, height: 50.2 })).toBe(
      `${asset}/m/100x50/smart/filters:quality(70)`,
    );
    expect(buildImageUrl(asset, { width: Number.NaN, height: -5 })).toBe(`${asset}/m/filters:quality(70)`);
  });

  it('starts from the original asset: https, no query, no earlier transformation', () => {
    expect(buildImageUrl(`${asset}?cv=1700000000`, { width: 10 })).toBe(
      `${asset}/m/10x0/filters:quality(70)`,
    );
    expect(buildImageUrl(`${asset}/m/500x500/smart`, { width: 10 })).toBe(
      `${asset}/m/10x0/filters:quality(70)`,
    );
    expect(buildImageUrl(asset.replace('https:', ''), { width: 10 })).toBe(
      `${asset}/m/10x0/filters:quality(70)`,
    );
    expect(buildImageUrl(asset.replace('https:', 'http:'), { width: 10 })).toBe(
      `${asset}/m/10x0/filters:quality(70)`,
    );
  });

  it('returns local paths, SVGs and videos unchanged', () => {
    expect(buildImageUrl('/images/hero.jpg', { width: 800 })).toBe('/images/hero.jpg');
    const svg = 'https://a.storyblok.com/f/1/100x100/ab/logo.svg';
    expect(buildImageUrl(svg, { width: 800 })).toBe(svg);
  });
});

describe('buildSrcSet', () => {
  it('lists the breakpoints by default', () => {
    expect(buildSrcSet(asset)).toBe(
      [750, 1080, 1366, 1920]
        .map((width) => `${asset}/m/${width}x0/filters:quality(70) ${width}w`)
        .join(', '),
    );
  });

  it('keeps the aspect ratio when one is given', () => {
    expect(buildSrcSet(asset, { widths: [1920, 750], aspectRatio: 16 / 9, format: 'webp' })).toBe(
      `${asset}/m/750x422/smart/filters:quality(70):format(webp) 750w, ` +
        `${asset}/m/1920x1080/smart/filters:quality(70):format(webp) 1920w`,
    );
  });

  it('lists densities 1x, 2x, 3x for a fixed size', () => {
    expect(buildSrcSet(asset, { width: 300, height: 200 })).toBe(
      `${asset}/m/300x200/smart/filters:quality(70) 1x, ` +
        `${asset}/m/600x400/smart/filters:quality(70) 2x, ` +
        `${asset}/m/900x600/smart/filters:quality(70) 3x`,
    );
  });

  it('does not upscale past the original width', () => {
    const small = 'https://a.storyblok.com/f/1/1200x800/ab/small.png';
    expect(buildSrcSet(small)).toBe(
      `${small}/m/750x0/filters:quality(70) 750w, ${small}/m/1080x0/filters:quality(70) 1080w, ` +
        `${small}/m/1200x0/filters:quality(70) 1200w`,
    );
    expect(buildSrcSet(small, { width: 500, densities: [1, 2, 3] })).toBe(
      `${small}/m/500x0/filters:quality(70) 1x, ${small}/m/1000x0/filters:quality(70) 2x`,
    );
    const tiny = 'https://a.storyblok.com/f/1/300x200/ab/tiny.png';
    expect(buildSrcSet(tiny, { widths: [750, 1080] })).toBe(`${tiny}/m/750x0/filters:quality(70) 750w`);
    expect(buildSrcSet(tiny, { width: 600 })).toBe(`${tiny}/m/600x0/filters:quality(70) 1x`);
  });

  it('ignores duplicate and invalid entries', () => {
    expect(buildSrcSet(asset, { widths: [750, 750, 0, -1] })).toBe(
      `${asset}/m/750x0/filters:quality(70) 750w`,
    );
    expect(buildSrcSet(asset, { width: 100, densities: [2, 1, 2, 0] })).toBe(
      `${asset}/m/100x0/filters:quality(70) 1x, ${asset}/m/200x0/filters:quality(70) 2x`,
    );
    expect(buildSrcSet(asset, { widths: [] })).toBe('');
  });

  it('returns local paths unchanged (a valid one-entry srcset)', () => {
    expect(buildSrcSet('/images/hero.jpg')).toBe('/images/hero.jpg');
    expect(buildSrcSet('/images/hero.jpg', { width: 300 })).toBe('/images/hero.jpg');
  });
});

describe('buildPlaceholderUrl', () => {
  it('is 20 px wide and low quality', () => {
    expect(buildPlaceholderUrl(asset)).toBe(`${asset}/m/20x0/filters:quality(10)`);
  });

  it('follows the crop of the image when given its aspect ratio', () => {
    expect(buildPlaceholderUrl(asset, { aspectRatio: 4 / 3 })).toBe(
      `${asset}/m/20x15/smart/filters:quality(10)`,
    );
  });

  it('returns local paths unchanged', () => {
    expect(buildPlaceholderUrl('/images/hero.jpg')).toBe('/images/hero.jpg');
  });
});
