import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeSiteHeaders } from './headers/write-site-headers.ts';
import { startEarlyPrecompress, type EarlyPrecompress } from './precompress/early-precompress.ts';
import { precompressDirectory } from './precompress/precompress.ts';
import { openPreviousBuild } from './reuse/previous-build.ts';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * The last step of `npm run build`, once every page and file is in dist/client: `_headers` with
 * each page's Content-Security-Policy, and brotli and gzip variants beside the text files (for
 * the Node server, which sends them with @fastify/static, and for CDNs that do the same). Both run
 * at once: the policies parse HTML on the main thread while zlib compresses on its thread pool.
 * List it after every integration that writes files.
 */
/**
 * PREVIOUS_BUILD_ROOT (set by the publish webhook's rebuilds): the live build's client folder,
 * whose work on files that did not change is reused.
 */
const previousRoot = () => process.env['PREVIOUS_BUILD_ROOT'];

export function buildOutput(contentDir: string): AstroIntegration {
  let clientDir: string | undefined;
  let early: EarlyPrecompress | undefined;
  return {
    name: 'velora:build-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      // After Astro emptied the output folder and before it renders: pages are compressed as
      // they are written (early-precompress.ts).
      'astro:build:setup': async () => {
        if (early || !clientDir) return;
        await mkdir(clientDir, { recursive: true });
        early = startEarlyPrecompress(clientDir, openPreviousBuild(previousRoot(), clientDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const started = performance.now();
        const written = await early?.finish();
        const previous = openPreviousBuild(previousRoot(), root);
        const [pages, compressed] = await Promise.all([
          writeSiteHeaders(root, contentDir, previous),
          precompressDirectory(root, { previous, early: written }),
        ]);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `_headers: common headers and ${pages} page policies; precompressed ${compressed.files} files, ` +
            `${megabytes(compressed.originalBytes)} -> brotli ${megabytes(compressed.brotliBytes)}, ` +
            `gzip ${megabytes(compressed.gzipBytes)}` +
            `${previous ? ` (unchanged files reused from ${previous.root})` : ''}; ${seconds} s`,
        );
      },
    },
  };
}
