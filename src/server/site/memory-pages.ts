import { readFileSync, statSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { pickEncoding } from '../../lib/accept-encoding.ts';

/** A page answer kept in memory: every header it is sent with, and its bytes. */
export interface MemoryPage {
  headers: Readonly<Record<string, string>>;
  /** The same headers with Content-Length, flat (`[name, value, ...]`) as `writeHead` takes them. */
  rawHeaders: readonly string[];
  body: Buffer;
}

/** Request headers that make an answer conditional or partial: those go to @fastify/static. */
const conditionalHeaders = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range'];
/** Largest page kept in memory, and most answers kept (a build has a few thousand pages). */
const maxPageBytes = 4 * 1024 * 1024;
const maxEntries = 20_000;
/**
 * Bytes of page bodies kept in memory at most, all answers of a build together (one page may be
 * kept in up to three encodings). A crawler asking for every page in every encoding fills it and
 * stops there: pages beyond it are answered by @fastify/static, as if never cached.
 */
export const maxCachedBytes = 128 * 1024 * 1024;

/**
 * HTML pages of one build, answered from memory: the first 200 answer of a page in an encoding
 * reads its file once and computes its headers once (the same Content-Type, Content-Encoding,
 * strong ETag, Last-Modified, Vary and Accept-Ranges @fastify/static sends, plus `pageHeaders`:
 * Cache-Control and the `_headers` rules); later requests are a map lookup. A build directory
 * is never changed in place (a publish switches to a new one, with a new cache), so nothing is
 * checked again. Conditional and range requests, query strings, other files and pages beyond
 * the byte budget (`maxCachedBytes`) go to @fastify/static as before.
 */
export function createMemoryPages(root: string, options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? maxCachedBytes;
  const answers = new Map<string, MemoryPage | null>();
  let cachedBytes = 0;

  const load = (file: string, encoding: string, pageHeaders: Record<string, string>) => {
    const path = join(root, encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file);
    let stat;
    try {
      stat = statSync(path);
    } catch {
      // No precompressed sibling: the page itself answers, as @fastify/static would send it.
      return encoding === '' ? null : undefined;
    }
    if (!stat.isFile() || stat.size > maxPageBytes || cachedBytes + stat.size > maxBytes) return null;
    const headers: Record<string, string> = {
      ...pageHeaders,
      'accept-ranges': 'bytes',
      'last-modified': stat.mtime.toUTCString(),
      etag: `"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    };
    const body = readFileSync(path);
    cachedBytes += body.length;
    const rawHeaders = [...Object.entries(headers).flat(), 'content-length', String(body.length)];
    return { headers, rawHeaders, body };
  };

  /** The encoding of the answer kept for `file` and these request headers; null when there is none to keep. */
  const encodingFor = (file: string, headers: IncomingHttpHeaders) => {
    if (!file.endsWith('.html') || conditionalHeaders.some((name) => headers[name] !== undefined))
      return null;
    const accept = headers['accept-encoding'];
    return pickEncoding(Array.isArray(accept) ? accept.join(',') : accept);
  };

  return {
    /**
     * The 200 answer of `file` (a `.html` file of the build) for a request with `headers`, or
     * undefined when @fastify/static must answer it. `pageHeaders` is called on the first answer.
     */
    lookup(
      file: string,
      headers: IncomingHttpHeaders,
      pageHeaders: () => Record<string, string>,
    ): MemoryPage | undefined {
      const encoding = encodingFor(file, headers);
      if (encoding === null) return undefined;
      const key = `${encoding}:${file}`;
      let answer = answers.get(key);
      if (answer === undefined && answers.size < maxEntries) {
        const base = pageHeaders();
        if (Object.keys(base).some((name) => name.toLowerCase() === 'vary')) answer = null;
        else {
          // Only a missing precompressed sibling (undefined) falls back to the page itself.
          const found = load(file, encoding, base);
          answer = found === undefined ? load(file, '', base) : found;
        }
        answers.set(key, answer ?? null);
      }
      return answer ?? undefined;
    },

    /** The answer `lookup` has already kept for `file` and `headers`, if any: nothing is read or made. */
    peek(file: string, headers: IncomingHttpHeaders): MemoryPage | undefined {
      const encoding = encodingFor(file, headers);
      return encoding === null ? undefined : (answers.get(`${encoding}:${file}`) ?? undefined);
    },
  };
}
