import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { startEarlyWork, type EarlyWork } from './early/early-work.ts';
import { getBuildCspOptions } from './headers/site-csp-options.ts';
import { writeSiteHeaders } from './headers/write-site-headers.ts';
import { precompressDirectory } from './precompress/precompress.ts';
import { openPreviousBuild } from './reuse/previous-build.ts';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * PREVIOUS_BUILD_ROOT (set by the publish webhook's rebuilds): the live build's client folder,
 * whose work on files that did not change is reused.
 */
const previousRoot = () => process.env['PREVIOUS_BUILD_ROOT'];

/**
 * The last step of `npm run build`, once every page and file is in dist/client: `_headers` with
 * each page's Content-Security-Policy, and brotli and gzip variants beside the text files (for
 * the Node server, which sends them with @fastify/static, and for CDNs that do the same). Most of
 * both is done while the site renders, on the core the single-threaded renderer leaves idle: a
 * worker thread compresses each page as it is written and makes its policy. The final pass
 * checks that work against the pages on disk (unchanged since the worker read them) and does what is left, policies on the main thread
 * while zlib compresses on its thread pool. List it after every integration that writes files.
 */
export function buildOutput(contentDir: string): AstroIntegration {
  let clientDir: string | undefined;
  let early: EarlyWork | undefined;
  return {
    name: 'velora:build-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      // After Astro emptied the output folder and before it renders: pages are compressed, and
      // their policies made, as they are written (src/build/early/). A rebuild beside a previous
      // build reuses that build's policies instead.
      'astro:build:setup': async () => {
        if (early || !clientDir) return;
        await mkdir(clientDir, { recursive: true });
        const previous = openPreviousBuild(previousRoot(), clientDir);
        early = startEarlyWork(clientDir, {
          previousRoot: previous?.root,
          csp: previous ? undefined : getBuildCspOptions(process.env, contentDir),
        });
      },
      // Every page is written: the early work ends once it has done them, before the search index.
      'astro:build:generated': () => void early?.drain(),
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const started = performance.now();
        const { variants: written, policies } = (await early?.finish()) ?? {};
        const previous = openPreviousBuild(previousRoot(), root);
        const [pages, compressed] = await Promise.all([
          writeSiteHeaders(root, contentDir, previous, policies),
          precompressDirectory(root, { previous, early: written }),
        ]);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `_headers: common headers and ${pages} page policies (${policies?.found ?? 0} made while rendering); precompressed ${compressed.files} files, ` +
            `${megabytes(compressed.originalBytes)} -> brotli ${megabytes(compressed.brotliBytes)}, ` +
            `gzip ${megabytes(compressed.gzipBytes)}` +
            `${previous ? ` (unchanged files reused from ${previous.root})` : ''}; ${seconds} s`,
        );
      },
    },
  };
}
