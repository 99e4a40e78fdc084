import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLanguage } from '../../i18n/languages.ts';
import { normalizePathname } from '../../lib/links.ts';
import { chooseEncoding, createCompressionCache } from './compression-cache.ts';
import type { CspOptions } from './content-security-policy.ts';
import { isCompressible } from '../../lib/content-types.ts';
import { baseSecurityHeaders } from './security-headers.ts';
import { buildStaticIndex, resolveStaticFile, type StaticFile } from './static-index.ts';

export interface StaticSiteOptions {
  /** The built site, `dist/client`. */
  root: string;
  csp?: CspOptions;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Serves the prerendered site: canonical paths (no trailing slash, no `/index.html`, no `.html`,
 * lowercase) by permanent redirect, the page in its own language otherwise, the localised 404
 * page with status 404 for anything unknown, security headers on every answer.
 */
export async function createStaticSite(options: StaticSiteOptions): Promise<StaticHandler> {
  const index = await buildStaticIndex(options.root, options.csp);
  const getBody = createCompressionCache();

  return async function handleStatic(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {
        ...baseSecurityHeaders,
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
      });
      res.end('Method not allowed');
      return;
    }
    // Prefixing the origin keeps a path such as `//blog` a path instead of a host name.
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape such as %E0%A4%A cannot name any page.
      return sendNotFound(req, res, url.pathname);
    }
    const canonical = getCanonicalPath(pathname, index);
    if (canonical !== pathname) {
      res.writeHead(301, {
        ...baseSecurityHeaders,
        Location: encodeURI(canonical) + url.search,
        'Cache-Control': 'public, max-age=3600',
      });
      res.end();
      return;
    }
    const file = isErrorPage(pathname) ? undefined : resolveStaticFile(index, pathname);
    if (!file) return sendNotFound(req, res, pathname);
    await sendFile(req, res, file, 200, pathname);
  };

  async function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const first = pathname.split('/')[1];
    const page = (isLanguage(first) && index.get(`/${first}/404.html`)) || index.get('/404.html');
    if (!page) {
      res.writeHead(404, { ...baseSecurityHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    await sendFile(req, res, page, 404, pathname);
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: StaticFile,
    status: number,
    pathname: string,
  ): Promise<void> {
    const headers: Record<string, string> = {
      ...baseSecurityHeaders,
      'Content-Type': file.contentType,
      'Cache-Control': getCacheControl(pathname, status),
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (file.csp) headers['Content-Security-Policy'] = file.csp;
    if (status === 200 && req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = isCompressible(file.contentType)
      ? chooseEncoding(req.headers['accept-encoding'])
      : 'identity';
    const body = await getBody(file.absolutePath, encoding);
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** The address a request should be at: normalised, without `.html`, lowercase when that page exists. */
function getCanonicalPath(pathname: string, index: Map<string, StaticFile>): string {
  let path = normalizePathname(pathname);
  if (path.endsWith('.html') && index.has(path)) path = normalizePathname(path.slice(0, -'.html'.length));
  const lower = path.toLowerCase();
  if (lower !== path && !resolveStaticFile(index, path) && resolveStaticFile(index, lower)) return lower;
  return path;
}

function isErrorPage(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/(404|500)$/.test(pathname);
}

function getCacheControl(pathname: string, status: number): string {
  if (status !== 200) return 'no-store';
  // Hashed build assets never change under the same name.
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname === '/' || !/\.[a-z0-9]+$/i.test(pathname)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}
