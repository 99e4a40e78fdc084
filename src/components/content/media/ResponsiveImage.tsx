import { getImageSources } from './image-sources.ts';
import './responsive-image.css';

export interface ResponsiveImageProps {
  src: string;
  /** Empty for decorative images. */
  alt: string;
  /** How wide the image is drawn, as the `sizes` attribute; full width by default. */
  sizes?: string;
  /** The LCP image: loaded at once with high priority. Everything else loads lazily. */
  priority?: boolean;
  /** Crop to this width / height ratio (object-fit in CSS; smart crop at the image service). */
  aspectRatio?: number;
  /** CSS pixels the image is always drawn at (a portrait): density descriptors instead of widths. */
  fixedWidth?: number;
  className?: string;
}

/**
 * An image at the size the screen needs (SPEC section 9): `srcset` over the breakpoints, width and
 * height always set, lazy below the fold, a blurred 20 px placeholder while loading when one
 * exists. Placeholder and image are two `<img>` elements because the CSP allows no inline styles.
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, aspectRatio, fixedWidth, className }: ResponsiveImageProps) {
  const sources = getImageSources(src, aspectRatio, fixedWidth);
  // Density descriptors (1x, 2x) take no `sizes`; width descriptors need one.
  const usesWidths = sources.srcSet !== undefined && / \d+w(,|$)/.test(sources.srcSet);
  const sizesAttribute = usesWidths ? (sizes ?? (fixedWidth ? `${fixedWidth}px` : '100vw')) : undefined;
  const frameClass = ['image-frame', className].filter(Boolean).join(' ');
  return (
    <span className={frameClass}>
      {sources.placeholder && <img className="image-frame__placeholder" src={sources.placeholder} alt="" aria-hidden="true" />}
      <img
        className="image-frame__image"
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sizesAttribute}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </span>
  );
}
