import { describe, expect, it } from 'vitest';
import { getImageSources } from './image-sources.ts';
import { getVariantPath, getVariantWidths } from './local-image-variants.ts';

const storyblok = 'https://a.storyblok.com/f/123/1920x1080/abc/hero.jpg';

describe('getImageSources', () => {
  it('gives Storyblok images the breakpoint srcset, a 20 px placeholder and their size', () => {
    const sources = getImageSources(storyblok);
    expect(sources.width).toBe(1920);
    expect(sources.height).toBe(1080);
    expect(sources.srcSet).toContain(`${storyblok}/m/750x422/smart/filters:quality(70) 750w`);
    expect(sources.srcSet).toContain('1920w');
    expect(sources.placeholder).toBe(`${storyblok}/m/20x11/smart/filters:quality(10)`);
    expect(sources.src).toBe(`${storyblok}/m/1366x768/smart/filters:quality(70)`);
  });

  it('crops to an aspect ratio and adjusts the intrinsic height', () => {
    const sources = getImageSources(storyblok, 1);
    expect(sources.height).toBe(1920);
    expect(sources.srcSet).toContain('/m/750x750/smart/');
  });

  it('uses 1x, 2x and 3x for images drawn at one size', () => {
    const sources = getImageSources(storyblok, 1, 192);
    expect(sources.srcSet).toBe(
      `${storyblok}/m/192x192/smart/filters:quality(70) 1x, ${storyblok}/m/384x384/smart/filters:quality(70) 2x, ${storyblok}/m/576x576/smart/filters:quality(70) 3x`,
    );
  });

  it('draws SVGs and files without a size as they are', () => {
    expect(getImageSources('/assets/800x450/chart.svg')).toEqual({ src: '/assets/800x450/chart.svg', width: 800, height: 450 });
    expect(getImageSources('/images/logo.png')).toEqual({ src: '/images/logo.png' });
  });
});

describe('local image variants', () => {
  it('makes each breakpoint below the original, and the original width', () => {
    expect(getVariantWidths(1600)).toEqual([750, 1080, 1366, 1600]);
    expect(getVariantWidths(600)).toEqual([600]);
    expect(getVariantWidths(1920)).toEqual([750, 1080, 1366, 1920]);
  });

  it('names a variant after its width', () => {
    expect(getVariantPath('/assets/1600x900/home-hero.jpg', 750)).toBe('/assets/1600x900/home-hero-750w.webp');
  });
});
