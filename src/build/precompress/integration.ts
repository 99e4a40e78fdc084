import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { precompressDirectory } from './precompress.ts';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * Writes brotli and gzip variants beside the built text files, for servers and CDNs that serve
 * precompressed files (the Node server does, with @fastify/static). Listed last among the
 * integrations, so it sees every file the others write.
 */
export function precompress(): AstroIntegration {
  return {
    name: 'velora:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const result = await precompressDirectory(fileURLToPath(dir));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `${result.files} files, ${megabytes(result.originalBytes)} -> brotli ${megabytes(result.brotliBytes)}, gzip ${megabytes(result.gzipBytes)} in ${seconds} s`,
        );
      },
    },
  };
}
