import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { mapWithConcurrency } from '../../lib/concurrency.ts';
import { getModalDataCacheControl, modalDataFolder } from '../../lib/modal-data-files.ts';
import { baseSecurityHeaders, immutableCacheControl } from '../../lib/security-headers.ts';
import { matchesHeadersPath, type HeadersBlock } from './headers-file.ts';
import type { EarlyPolicies } from '../early/early-work.ts';
import { buildPageCsp, type CspOptions } from './page-csp.ts';
import type { PreviousBuild } from '../reuse/previous-build.ts';

/** The policies of the previous build, by page path, made with the same options as this one. */
export interface PreviousPolicies {
  build: PreviousBuild;
  policies: ReadonlyMap<string, string>;
}

/** Pages read at once: enough to keep the disk busy, few enough to bound memory. */
const pageConcurrency = 16;

/**
 * The canonical URL path of a built HTML file (relative to dist/client, `/`-separated):
 * `index.html` -> `/`, `de.html` -> `/de`, `de/blog/post.html` -> `/de/blog/post`,
 * `de/404.html` -> `/de/404`, `docs/index.html` -> `/docs`.
 */
export function getPagePath(file: string): string {
  const path = `/${file.replace(/\.html$/, '')}`;
  if (path === '/index') return '/';
  return path.endsWith('/index') ? path.slice(0, -'/index'.length) : path;
}

/** Every `.html` file under `root`, relative and `/`-separated, sorted. */
async function listHtmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** One block per modal data file: the hashed ones cached for good, each language's current one checked. */
async function listModalDataBlocks(root: string): Promise<HeadersBlock[]> {
  const names = await readdir(join(root, modalDataFolder)).catch(() => []);
  return names
    .filter((name) => /\.(json|svg)$/.test(name))
    .sort()
    .map((name) => ({
      path: `/${modalDataFolder}/${name}`,
      headers: { 'Cache-Control': getModalDataCacheControl(name) },
    }));
}

/**
 * The blocks of the site's `_headers`: the security headers common to every answer under `/*`,
 * the immutable cache of hashed assets under `/_astro/*`, the cache of each modal data file, then
 * one block per HTML page with its own Content-Security-Policy (the hashes of its inline scripts,
 * styles and style attributes).
 * `previous` gives the policies of pages unchanged since the previous build, `early` those made
 * while the site rendered (src/build/early/, made with the same `csp`).
 */
export async function collectSiteHeaders(
  root: string,
  csp: CspOptions,
  previous?: PreviousPolicies,
  early?: EarlyPolicies,
): Promise<HeadersBlock[]> {
  /**
   * The policy made while rendering for the bytes the page holds (then the page is not read), or
   * made in the previous build for the same bytes, or made now.
   */
  async function pagePolicy(file: string): Promise<string> {
    const made = early?.lookup(join(root, file));
    if (made !== undefined) return made;
    const body = await readFile(join(root, file));
    const kept = previous?.policies.get(getPagePath(file));
    if (kept !== undefined && (await previous?.build.isUnchanged(file, body))) return kept;
    return buildPageCsp(body.toString('utf8'), csp);
  }

  const files = await listHtmlFiles(root);
  const pages = await mapWithConcurrency(files, pageConcurrency, async (file) => ({
    path: getPagePath(file),
    headers: { 'Content-Security-Policy': await pagePolicy(file) },
  }));
  return [
    { path: '/*', headers: { ...baseSecurityHeaders } },
    { path: '/_astro/*', headers: { 'Cache-Control': immutableCacheControl } },
    ...(await listModalDataBlocks(root)),
    ...pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  ];
}

/** Whether some URL path can match both patterns. */
function patternsOverlap(a: string, b: string): boolean {
  if (a.endsWith('*') && b.endsWith('*')) {
    const [prefixA, prefixB] = [a.slice(0, -1), b.slice(0, -1)];
    return prefixA.startsWith(prefixB) || prefixB.startsWith(prefixA);
  }
  return matchesHeadersPath(a, b) || matchesHeadersPath(b, a);
}

/**
 * Pairs of blocks that can match the same path and set the same header: a CDN would merge or
 * repeat such a header, so the build never writes one. Empty when the blocks are sound.
 */
export function findHeaderConflicts(blocks: readonly HeadersBlock[]): string[] {
  const conflicts: string[] = [];
  // Per header name: the exact paths (a set, as there is one per page) and the prefix patterns.
  const seen = new Map<string, { exact: Set<string>; prefixes: string[] }>();
  for (const block of blocks) {
    const isPrefix = block.path.endsWith('*');
    for (const name of Object.keys(block.headers)) {
      const key = name.toLowerCase();
      const earlier = seen.get(key) ?? { exact: new Set<string>(), prefixes: [] };
      const candidates = isPrefix ? [...earlier.prefixes, ...earlier.exact] : earlier.prefixes;
      if (!isPrefix && earlier.exact.has(block.path)) candidates.push(block.path);
      for (const other of candidates)
        if (patternsOverlap(other, block.path)) conflicts.push(`${name}: ${other} and ${block.path}`);
      if (isPrefix) earlier.prefixes.push(block.path);
      else earlier.exact.add(block.path);
      seen.set(key, earlier);
    }
  }
  return conflicts;
}
