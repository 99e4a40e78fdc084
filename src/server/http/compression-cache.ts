import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks the best encoding the client accepts: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * Compressed bodies of build files, made on first request and kept (the build never changes
 * while a process runs). Bounded by `maxBytes` so a huge site cannot exhaust memory.
 */
export function createCompressionCache(maxBytes = 64 * 1024 * 1024) {
  const cache = new Map<string, Buffer>();
  let used = 0;
  return async function getBody(file: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const raw = await readFile(file);
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    if (used + body.length <= maxBytes) {
      cache.set(key, body);
      used += body.length;
    }
    return body;
  };
}
