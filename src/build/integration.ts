import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { startEarlyWork, type EarlyWork } from './early/early-work.ts';
import { getBuildCspOptions } from './headers/site-csp-options.ts';
import { writeSiteHeaders } from './headers/write-site-headers.ts';
import { compressAhead, type CompressedAhead } from './precompress/compress-ahead.ts';
import { precompressDirectory, type EarlyVariants } from './precompress/precompress.ts';
import { openPreviousBuild } from './reuse/previous-build.ts';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The variants `first` made for a file, else those `second` made. */
function eitherOf(first?: EarlyVariants, second?: EarlyVariants): EarlyVariants {
  return { lookup: (file) => first?.lookup(file) ?? second?.lookup(file) };
}

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
 * worker thread compresses each page as it is written and makes its policy, and the other files
 * are compressed while the sitemap and the search index are made. The final pass keeps that work
 * for the files unchanged since (src/build/reuse/file-signature.ts) and does what is left,
 * policies on the main thread while zlib compresses on its thread pool. List it after every
 * integration that writes files.
 */
export function buildOutput(contentDir: string): AstroIntegration {
  let clientDir: string | undefined;
  let early: EarlyWork | undefined;
  let ahead: Promise<CompressedAhead> | undefined;
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
      // The other files there are compressed meanwhile (compress-ahead.ts), unless a previous
      // build's variants are to be reused.
      'astro:build:generated': () => {
        void early?.drain();
        if (clientDir && !openPreviousBuild(previousRoot(), clientDir)) ahead = compressAhead(clientDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const started = performance.now();
        const { variants: written, policies } = (await early?.finish()) ?? {};
        const shared = await (await ahead)?.verify();
        const previous = openPreviousBuild(previousRoot(), root);
        const [pages, compressed] = await Promise.all([
          writeSiteHeaders(root, contentDir, previous, policies),
          precompressDirectory(root, { previous, early: eitherOf(written, shared) }),
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
