/**
 * The build's own places: ASTRO_OUT_DIR [dist] (where a build writes; the rebuild on publish and
 * the build benchmark write elsewhere), IMAGE_VARIANTS_DIR [node_modules/.cache/image-variants]
 * (cache of resized images, kept between builds).
 */
import { join } from 'node:path';
import { optionalString } from './fields.ts';
import { defineSection } from './section.ts';

export interface BuildConfig {
  readonly outDir: string;
  readonly imageVariantsDir: string;
}

export const buildSection = defineSection({
  shape: { ASTRO_OUT_DIR: optionalString, IMAGE_VARIANTS_DIR: optionalString },
  build: (e): BuildConfig => ({
    outDir: e.ASTRO_OUT_DIR ?? './dist',
    imageVariantsDir: e.IMAGE_VARIANTS_DIR ?? join(process.cwd(), 'node_modules', '.cache', 'image-variants'),
  }),
});
