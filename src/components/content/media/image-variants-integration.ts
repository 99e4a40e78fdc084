import { cp, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generateImageVariants } from './generate-image-variants.ts';
import { imageVariantsDir, imageVariantsReadyVariable } from './local-image-variants.ts';

/**
 * Responsive copies of the local CMS images (SPEC section 9 breakpoints), made once per build and
 * cached between builds: before pages render it writes the WebP copies and their manifest and
 * tells the image component they exist; after the build it copies them beside the originals in
 * `/assets/...`. Without this integration pages use the original files, which always works.
 */
export function imageVariants(contentRoot: string): AstroIntegration {
  const source = join(contentRoot, 'assets');
  return {
    name: 'velora:image-variants',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        if (!(await stat(source).catch(() => undefined))) return;
        const started = performance.now();
        const manifest = await generateImageVariants(source);
        process.env[imageVariantsReadyVariable] = imageVariantsDir;
        logger.info(`${Object.keys(manifest).length} images in responsive sizes (${Math.round(performance.now() - started)} ms)`);
      },
      'astro:build:done': async ({ dir }) => {
        if (process.env[imageVariantsReadyVariable] !== imageVariantsDir) return;
        await cp(join(imageVariantsDir, 'assets'), join(fileURLToPath(dir), 'assets'), { recursive: true });
      },
    },
  };
}
