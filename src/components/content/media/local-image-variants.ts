import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBuildConfig } from '../../../config/index.ts';
import { imageBreakpoints } from '../../../lib/images.ts';

/** What the build knows about one local image's resized copies. */
export interface LocalImageEntry {
  /** Widths that exist as `{name}-{width}w.webp` beside the original, smallest first. */
  widths: number[];
  /** A 20 px wide WebP as a `data:` URL, shown blurred until the image loads. */
  placeholder: string;
}

/** `/assets/{w}x{h}/{name}.{ext}` (as content references it) -> its resized copies. */
export type LocalImageManifest = Record<string, LocalImageEntry>;

/** Where the variants and their manifest are kept between builds (a cache, never committed). */
export const imageVariantsDir = loadBuildConfig().imageVariantsDir;
export const imageVariantsManifest = 'manifest.json';
/**
 * Set by the image-variants integration once this build's copies exist. A manifest left in the
 * cache by an earlier build is not enough: the copies must also be going into this build.
 */
export const imageVariantsReadyVariable = 'VELORA_IMAGE_VARIANTS';

/** The widths worth making for an image `originalWidth` wide: each breakpoint below it, and itself. */
export function getVariantWidths(originalWidth: number): number[] {
  return [...imageBreakpoints.filter((width) => width < originalWidth), originalWidth];
}

/** `/assets/1600x900/hero.jpg`, 750 -> `/assets/1600x900/hero-750w.webp`. */
export function getVariantPath(src: string, width: number): string {
  return `${src.replace(/\.[a-z0-9]+$/i, '')}-${width}w.webp`;
}

let manifest: LocalImageManifest | undefined;

/**
 * The resized copies of a local image, or undefined when the build step that makes them has not
 * run in this build (then the page uses the original alone, which always works). Read once per
 * process. The dev server and tests serve the originals, which need no build step.
 */
export function getLocalImageEntry(src: string): LocalImageEntry | undefined {
  if (!import.meta.env.PROD || process.env[imageVariantsReadyVariable] !== imageVariantsDir) return undefined;
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(readFileSync(join(imageVariantsDir, imageVariantsManifest), 'utf8')) as LocalImageManifest;
    } catch {
      manifest = {};
    }
  }
  return manifest[src];
}
