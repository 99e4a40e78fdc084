import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { readHeadersFile } from '../../build/headers/headers-file.ts';
import { baseSecurityHeaders } from '../../lib/security-headers.ts';

/** Response headers by name, as one block of `_headers` lists them. */
export type HeaderBlock = Readonly<Record<string, string>>;

/**
 * The rules of a `_headers` file (the format Netlify and Cloudflare Pages read), ready for lookup:
 * blocks for one exact path, and blocks for every path under a prefix (a pattern ending in `*`).
 */
export interface HeaderRules {
  exact: ReadonlyMap<string, HeaderBlock>;
  /** Longest prefix last, so a more specific block is applied after a general one. */
  prefixes: readonly { prefix: string; headers: HeaderBlock }[];
}

/** What an old build without `_headers` gets: the headers common to every answer, no page policies. */
function getFallbackRules(): HeaderRules {
  return { exact: new Map(), prefixes: [{ prefix: '/', headers: baseSecurityHeaders }] };
}

/**
 * Parses `_headers` (with the build's own reader, src/build/headers/headers-file.ts) into a lookup:
 * an exact path's blocks by path, prefix blocks in a short list. Blocks of one pattern are joined;
 * a line that is neither a path, a header nor a comment throws and names the line.
 */
export function parseHeadersFile(text: string): HeaderRules {
  const blocks = new Map<string, Record<string, string>>();
  for (const { path, headers } of readHeadersFile(text))
    blocks.set(path, { ...blocks.get(path), ...headers });
  const exact = new Map<string, HeaderBlock>();
  const prefixes: { prefix: string; headers: HeaderBlock }[] = [];
  for (const [pattern, headers] of blocks) {
    if (pattern.endsWith('*')) prefixes.push({ prefix: pattern.slice(0, -1), headers });
    else exact.set(pattern, headers);
  }
  prefixes.sort((a, b) => a.prefix.length - b.prefix.length);
  return { exact, prefixes };
}

/**
 * The headers for a path: every block whose pattern matches it, general before specific. The build
 * never lists one header in two blocks that match the same path, so nothing is merged.
 */
export function getHeadersFor(rules: HeaderRules, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { prefix, headers: block } of rules.prefixes)
    if (path.startsWith(prefix)) Object.assign(headers, block);
  const exact = rules.exact.get(path);
  if (exact) Object.assign(headers, exact);
  return headers;
}

/** The `/*` block: the headers of answers that are no file, such as a redirect or a 405. */
export function getSiteWideHeaders(rules: HeaderRules): HeaderBlock {
  return rules.prefixes.find(({ prefix }) => prefix === '/')?.headers ?? {};
}

/**
 * Reads `<root>/_headers` once at start. A build without one (made before the build wrote it) is
 * still served, with a warning, with the common security headers and without page policies.
 */
export async function loadHeadersFile(file: string, log: FastifyBaseLogger): Promise<HeaderRules> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    log.warn(
      { file },
      '_headers is missing: serving the site without its per-page security headers (rebuild with npm run build)',
    );
    return getFallbackRules();
  }
  return parseHeadersFile(text);
}
