import { readdir } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { isLanguage } from '../../i18n/languages.ts';
import { normalizePathname } from '../../lib/links.ts';

/** Encodings the build writes beside a compressible file (`app.js.br`, `app.js.gz`). */
const precompressedSuffixes = ['.br', '.gz'];

/**
 * The URL paths of the files of a build (`/index.html`, `/de/blog.html`, `/_astro/app.js`), listed
 * once at start: a request is answered only with a file of this list, so no path built from user
 * input ever reaches the file system. Precompressed siblings and `_headers` are representations
 * and rules, not addresses, and are left out.
 */
export async function listSiteFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const all = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(root, `${entry.parentPath}${sep}${entry.name}`).split(sep).join('/')}`),
  );
  for (const path of all) {
    const suffix = precompressedSuffixes.find((ending) => path.endsWith(ending));
    if (suffix && all.has(path.slice(0, -suffix.length))) all.delete(path);
  }
  all.delete('/_headers');
  return all;
}

/** The file answering a canonical path: `/` → `/index.html`, `/blog` → `/blog.html`, else the file itself. */
export function resolveSiteFile(files: ReadonlySet<string>, pathname: string): string | undefined {
  if (pathname === '/') return files.has('/index.html') ? '/index.html' : undefined;
  if (files.has(`${pathname}.html`)) return `${pathname}.html`;
  return !pathname.endsWith('.html') && files.has(pathname) ? pathname : undefined;
}

/** `/en` and `/en/...` name the English pages, whose addresses carry no prefix. */
function stripEnglishPrefix(pathname: string): string {
  return pathname.replace(/^\/en(?=\/|$)/i, '') || '/';
}

/**
 * The address a request should be at: normalised (no `//`, trailing slash or `/index.html`),
 * without the `/en` prefix, lower case when only the lower-case spelling exists, without `.html`.
 */
export function getCanonicalPath(pathname: string, files: ReadonlySet<string>): string {
  let path = stripEnglishPrefix(normalizePathname(pathname));
  const lower = path.toLowerCase();
  const exists = (candidate: string) =>
    files.has(candidate) || resolveSiteFile(files, candidate) !== undefined;
  if (lower !== path && !exists(path) && exists(lower)) path = lower;
  if (path.endsWith('.html') && files.has(path)) path = normalizePathname(path.slice(0, -'.html'.length));
  return path;
}

/** True for the error pages' own addresses, which answer with their status, never 200. */
export function isErrorPagePath(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/(404|500)$/.test(pathname);
}

/** The 404 page in the language of the path's first segment, else the English one. */
export function findNotFoundPage(files: ReadonlySet<string>, pathname: string): string | undefined {
  const first = pathname.split('/')[1];
  if (isLanguage(first) && files.has(`/${first}/404.html`)) return `/${first}/404.html`;
  return files.has('/404.html') ? '/404.html' : undefined;
}

/**
 * The path `_headers` names a file by: a page's canonical address (`/de/blog.html` → `/de/blog`,
 * `/index.html` → `/`), any other file its own path.
 */
export function getHeadersPath(file: string): string {
  if (!file.endsWith('.html')) return file;
  return normalizePathname(file.slice(0, -'.html'.length).replace(/\/index$/, '/'));
}
