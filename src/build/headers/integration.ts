import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { renderHeadersFile } from './headers-file.ts';
import { getBuildCspOptions } from './site-csp-options.ts';
import { collectSiteHeaders, findHeaderConflicts } from './site-headers.ts';

const comment = `Written by the build (src/build/headers): the headers of every answer, the cache of hashed
assets, and each page's Content-Security-Policy with the hashes of its own inline code.
Netlify and Cloudflare Pages read this file; the Node server serves exactly these headers.`;

/**
 * Writes `dist/client/_headers` once the pages are built, so a deploy of dist/client to a CDN
 * carries the same security headers as the Node server. A header set twice for one path fails
 * the build.
 */
export function siteHeaders(contentDir: string): AstroIntegration {
  return {
    name: 'velora:site-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const blocks = await collectSiteHeaders(root, getBuildCspOptions(process.env, contentDir));
        const conflicts = findHeaderConflicts(blocks);
        if (conflicts.length > 0)
          throw new Error(`_headers would set a header twice for one path: ${conflicts.join('; ')}`);
        await writeFile(join(root, '_headers'), renderHeadersFile(blocks, comment));
        logger.info(`_headers: security headers and ${blocks.length - 2} page policies`);
      },
    },
  };
}
