import { buildImageUrl, buildPlaceholderUrl, buildSrcSet, isStoryblokImage } from '../../../lib/images.ts';
import { getAssetDimensions, getMediaKind } from '../../../lib/media.ts';
import { getLocalImageEntry, getVariantPath } from './local-image-variants.ts';

/** Everything an `<img>` needs to load the right size of an image. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  /** A tiny image to show blurred while the real one loads, when one exists. */
  placeholder?: string;
}

/** Largest width a `src` fallback asks for: browsers without srcset are old desktops. */
const fallbackWidth = 1366;

/**
 * The sources of an image: for Storyblok assets the image service's sizes (SPEC sections 7 and 9),
 * cropped to `aspectRatio` (width / height) when given, and at 1x/2x/3x of `fixedWidth` for images
 * always drawn at one size; for local assets the build's resized WebP
 * copies when they exist; otherwise the file as it is. Width and height come from the
 * `{w}x{h}` segment of the path (adjusted to the crop), so the page never shifts while loading.
 */
export function getImageSources(src: string, aspectRatio?: number, fixedWidth?: number): ImageSources {
  const size = getAssetDimensions(src);
  const kind = getMediaKind(src);
  const width = size?.width;
  const height = size && aspectRatio ? Math.round(size.width / aspectRatio) : size?.height;
  const dimensions = width !== undefined && height !== undefined ? { width, height } : {};
  if (kind !== 'image') return { src, ...dimensions };
  if (isStoryblokImage(src)) {
    const targetWidth = Math.min(fallbackWidth, width ?? fallbackWidth);
    const ratio = aspectRatio ?? (size ? size.width / size.height : undefined);
    if (fixedWidth !== undefined) {
      // Drawn at one size: 1x, 2x and 3x of it (SPEC section 9 densities), cropped to the ratio.
      const fixedHeight = ratio ? Math.round(fixedWidth / ratio) : 0;
      return {
        src: buildImageUrl(src, { width: fixedWidth, height: fixedHeight }),
        srcSet: buildSrcSet(src, { width: fixedWidth, height: fixedHeight }),
        placeholder: buildPlaceholderUrl(src, ratio ? { aspectRatio: ratio } : {}),
        ...dimensions,
      };
    }
    return {
      src: buildImageUrl(src, { width: targetWidth, height: ratio ? Math.round(targetWidth / ratio) : 0 }),
      srcSet: buildSrcSet(src, ratio ? { aspectRatio: ratio } : {}),
      placeholder: buildPlaceholderUrl(src, ratio ? { aspectRatio: ratio } : {}),
      ...dimensions,
    };
  }
  const local = getLocalImageEntry(src);
  if (!local) return { src, ...dimensions };
  const fallback = local.widths.find((w) => w >= Math.min(fallbackWidth, width ?? fallbackWidth)) ?? local.widths.at(-1);
  return {
    src: fallback ? getVariantPath(src, fallback) : src,
    srcSet: local.widths.map((w) => `${getVariantPath(src, w)} ${w}w`).join(', '),
    placeholder: local.placeholder,
    ...dimensions,
  };
}
