import { readFileSync, statSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { extname, join } from 'node:path';
import { pickEncoding } from '../../lib/accept-encoding.ts';

/** A file's answer kept in memory (page, script, style sheet, JSON): its headers and bytes. */
export interface MemoryPage {
  headers: Readonly<Record<string, string>>;
  /** The same headers with Content-Length, flat (`[name, value, ...]`) as `writeHead` takes them. */
  rawHeaders: readonly string[];
  body: Buffer;
}

/** Request headers that make an answer conditional or partial: those go to @fastify/static. */
const conditionalHeaders = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range'];
/**
 * The files kept in memory, by extension, with the Content-Type @fastify/static sends for them
 * (`mime`, with the charset of a UTF-8 type): the pages, and what every page loads (its scripts,
 * style sheets and the modals' data). Other files (images, fonts, video) are left to it.
 */
const contentTypes: ReadonlyMap<string, string> = new Map([
  ['.html', 'text/html; charset=utf-8'],
  ['.js', 'application/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.json', 'application/json; charset=utf-8'],
]);
/** Largest file kept in memory, and most answers kept (a build has a few thousand pages). */
const maxPageBytes = 4 * 1024 * 1024;
const maxEntries = 20_000;
/**
 * Bytes of bodies kept in memory at most, all answers of a build together (one file may be kept
 * in up to three encodings). A crawler asking for every file in every encoding fills it and stops
 * there: files beyond it are answered by @fastify/static, as if never cached.
 */
export const maxCachedBytes = 128 * 1024 * 1024;

/**
 * Pages of one build, and the scripts, style sheets and JSON they load, answered from memory: the
 * first 200 answer of a file in an encoding reads it once and computes its headers once (the same
 * Content-Type, Content-Encoding, strong ETag, Last-Modified, Vary and Accept-Ranges
 * @fastify/static sends, plus `pageHeaders`: Cache-Control and the `_headers` rules); later
 * requests are a map lookup. A build directory is never changed in place (a publish switches to a
 * new one, with a new cache), so nothing is checked again. Conditional and range requests, query
 * strings, other files and files beyond the byte budget (`maxCachedBytes`) go to @fastify/static
 * as before.
 */
export function createMemoryPages(root: string, options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? maxCachedBytes;
  const answers = new Map<string, MemoryPage | null>();
  let cachedBytes = 0;

  const load = (file: string, encoding: string, pageHeaders: Record<string, string>) => {
    const contentType = contentTypes.get(extname(file));
    if (contentType === undefined) return null;
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
      'content-type': contentType,
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
    if (!contentTypes.has(extname(file)) || conditionalHeaders.some((name) => headers[name] !== undefined))
      return null;
    const accept = headers['accept-encoding'];
    return pickEncoding(Array.isArray(accept) ? accept.join(',') : accept);
  };

  return {
    /**
     * The 200 answer of `file` (a page, script, style sheet or JSON file of the build) for a
     * request with `headers`, or undefined when @fastify/static must answer it. `pageHeaders` is
     * called on the first answer.
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
