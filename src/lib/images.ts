import { getAssetDimensions, getMediaKind } from './media.ts';

/** Widths of a responsive (full-width) image's `srcset` (SPEC section 9). */
export const imageBreakpoints = [750, 1080, 1366, 1920] as const;
/** Densities of a fixed-size image's `srcset` (SPEC section 9). */
export const pixelDensities = [1, 2, 3] as const;
/** Width of the low-quality placeholder shown while an image loads (SPEC section 9). */
export const placeholderWidth = 20;
/** Quality of the placeholder: it is blurred and 20 px wide, so every byte saved counts. */
export const placeholderQuality = 10;
/** Quality used when none is given (SPEC section 9, "fallback quality 70"). */
export const fallbackQuality = 70;
/** Largest width of images inside rich text (the "plugin" images of SPEC section 9). */
export const maxPluginWidth = 1200;
/** Quality of images inside rich text (SPEC section 9). */
export const pluginQuality = 80;

/** Output formats the Storyblok image service can convert to. */
export type ImageFormat = 'webp' | 'avif' | 'png' | 'jpeg';

/** Options of {@link buildImageUrl}; 0 for width or height means "keep the aspect ratio". */
export interface ImageUrlOptions {
  width: number;
  height?: number;
  /** 1 to 100; 70 when absent. */
  quality?: number;
  /** Fit the whole image into the box and fill the rest with `fill` instead of cropping. */
  fitIn?: boolean;
  /** Colour of the fit-in area: `transparent` (default) or a hex colour such as `#f4f1ec`. */
  fill?: string;
  /** Crop around faces and points of interest; only applies when cropping to both a width and height. */
  smart?: boolean;
  format?: ImageFormat | undefined;
}

/** Options of {@link buildSrcSet}: breakpoint widths for responsive images, densities for fixed ones. */
export type SrcSetOptions =
  | (Omit<ImageUrlOptions, 'width' | 'height'> & { widths?: readonly number[]; aspectRatio?: number })
  | (Omit<ImageUrlOptions, 'width'> & { width: number; densities?: readonly number[] });

const storyblokAssetPattern = /^(?:https?:)?\/\/a(?:-[a-z]{2}|\d)?\.storyblok\.com\/f\//i;

/** The original asset URL: https, no query, no earlier `/m/...` transformation. */
function getOriginalAssetUrl(src: string): string {
  const url = (src.trim().split(/[?#]/, 1)[0] ?? '').replace(/^(?:https?:)?\/\//i, 'https://');
  const transformAt = url.indexOf('/m/');
  return transformAt === -1 ? url : url.slice(0, transformAt);
}

/**
 * True for raster images served by Storyblok's asset CDN (`https://a.storyblok.com/f/...`), the only
 * images the image service resizes. SVGs, videos and local paths (`/images/x.jpg`, which Astro's own
 * image pipeline handles) are false.
 */
export function isStoryblokImage(src: string): boolean {
  return storyblokAssetPattern.test(src.trim()) && getMediaKind(getOriginalAssetUrl(src)) === 'image';
}

const toPixels = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/**
 * The image-service URL of a Storyblok asset (SPEC sections 7 and 9), in Storyblok's format
 * `{asset}/m/[fit-in/][{w}x{h}/][smart/]filters:[fill(...):]quality(q)[:format(f)]`:
 * `buildImageUrl(src, { width: 800, height: 600 })` -> `{asset}/m/800x600/smart/filters:quality(70)`.
 * Smart crop is on by default but only written when it can act (both sizes, no fit-in); the fill colour
 * only with fit-in. A transparent fill without a `format` gets `format(png)`, as Storyblok requires for
 * transparency (pass `format: 'webp'` for smaller files where every browser in scope reads WebP).
 * Anything that is not a Storyblok raster image (local paths, SVG, video) is returned unchanged.
 */
export function buildImageUrl(src: string, options: ImageUrlOptions): string {
  if (!isStoryblokImage(src)) return src;
  const { quality = fallbackQuality, fitIn = false, fill = 'transparent', smart = true, format } = options;
  const width = toPixels(options.width);
  const height = toPixels(options.height ?? 0);
  const segments: string[] = [];
  if (fitIn) segments.push('fit-in');
  if (width > 0 || height > 0) segments.push(`${width}x${height}`);
  if (smart && !fitIn && width > 0 && height > 0) segments.push('smart');
  const filters: string[] = [];
  if (fitIn) filters.push(`fill(${fill.trim().replace(/^#/, '')})`);
  filters.push(`quality(${Math.min(100, Math.max(1, Math.round(quality)))})`);
  // Storyblok needs an alpha-capable output for a transparent fill, or the letterbox turns black.
  const outputFormat = format ?? (fitIn && fill.trim() === 'transparent' ? 'png' : undefined);
  if (outputFormat !== undefined) filters.push(`format(${outputFormat})`);
  segments.push(`filters:${filters.join(':')}`);
  return `${getOriginalAssetUrl(src)}/m/${segments.join('/')}`;
}

/**
 * The `srcset` of a Storyblok image. With `widths` (default {@link imageBreakpoints}) it lists
 * `{url} 750w, ...`, heights following `aspectRatio` (width / height) when given; with `width` it lists
 * `{url} 1x, 2x, 3x` ({@link pixelDensities}). Sizes beyond the original (known from its URL) are left
 * out, since upscaling costs bytes and adds nothing: the smallest always stays, and the original's own
 * width takes the place of the dropped breakpoints.
 * Local paths, SVGs and videos are returned unchanged (a valid one-entry srcset); use
 * {@link isStoryblokImage} to send those through Astro's image pipeline instead.
 */
export function buildSrcSet(src: string, options: SrcSetOptions = {}): string {
  if (!isStoryblokImage(src)) return src;
  const originalWidth = getAssetDimensions(src)?.width ?? Number.POSITIVE_INFINITY;
  if ('width' in options) {
    const { width, height = 0, densities = pixelDensities, ...rest } = options;
    return [...new Set(densities)]
      .filter((density) => density > 0)
      .sort((a, b) => a - b)
      .filter((density, index) => index === 0 || width * density <= originalWidth)
      .map((density) => {
        const url = buildImageUrl(src, { ...rest, width: width * density, height: height * density });
        return `${url} ${density}x`;
      })
      .join(', ');
  }
  const { widths = imageBreakpoints, aspectRatio, ...rest } = options;
  const requested = [...new Set(widths.map(toPixels))].filter((width) => width > 0).sort((a, b) => a - b);
  const kept = requested.filter((width, index) => index === 0 || width <= originalWidth);
  // When larger breakpoints were dropped, the original's own width is the best the image can offer.
  const last = kept.at(-1);
  if (kept.length < requested.length && last !== undefined && last < originalWidth) kept.push(originalWidth);
  return kept
    .map((width) => {
      const height = aspectRatio !== undefined && aspectRatio > 0 ? width / aspectRatio : 0;
      return `${buildImageUrl(src, { ...rest, width, height })} ${width}w`;
    })
    .join(', ');
}

/**
 * The 20 px wide, low-quality placeholder of a Storyblok image, shown blurred until the image loads.
 * Pass the image's `aspectRatio` (width / height) when it is cropped, so the placeholder matches.
 * Non-Storyblok sources are returned unchanged.
 */
export function buildPlaceholderUrl(
  src: string,
  options: { aspectRatio?: number; smart?: boolean } = {},
): string {
  const { aspectRatio, smart = true } = options;
  const height = aspectRatio !== undefined && aspectRatio > 0 ? placeholderWidth / aspectRatio : 0;
  return buildImageUrl(src, { width: placeholderWidth, height, quality: placeholderQuality, smart });
}
