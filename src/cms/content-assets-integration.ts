import { cp, readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { AstroIntegration } from 'astro';
import { getContentType } from '../lib/content-types.ts';

/**
 * Makes the CMS assets in `content/assets` available at `/assets/...`: copied into the build,
 * and served by the dev server. Storyblok assets stay on Storyblok's CDN.
 */
export function contentAssets(contentRoot: string): AstroIntegration {
  const source = join(contentRoot, 'assets');
  return {
    name: 'velora:content-assets',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.url?.split('?')[0] ?? '';
          if (!url.startsWith('/assets/')) return next();
          const file = normalize(join(source, decodeURIComponent(url.slice('/assets/'.length))));
          if (!file.startsWith(source) || !(await stat(file).catch(() => undefined))?.isFile()) return next();
          res.setHeader('Content-Type', getContentType(file));
          res.end(await readFile(file));
        });
      },
      'astro:build:done': async ({ dir }) => {
        if (await stat(source).catch(() => undefined))
          await cp(source, join(dir.pathname, 'assets'), { recursive: true });
      },
    },
  };
}
