import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

/**
 * Site search (Pagefind): after every build, indexes the built pages into `pagefind/` beside
 * them, one index per language (taken from each page's `<html lang>`). Only the part of a page
 * marked `data-pagefind-body` is indexed (the layout marks `<main>` of indexable pages), so the
 * navigation, the footer, `noindex` pages and the error pages stay out. A failure fails the build.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'velora:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const output = join(root, 'pagefind');
        await rm(output, { recursive: true, force: true });
        try {
          const { index, errors } = await pagefind.createIndex({});
          if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
          const added = await index.addDirectory({ path: root });
          if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
          const written = await index.writeFiles({ outputPath: output });
          if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
          logger.info(`search index: ${added.page_count} pages into ${output}`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
