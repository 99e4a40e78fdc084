import { STATUS_CODES, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getHeadersFor, getSiteWideHeaders, loadHeadersFile, type HeaderRules } from './headers-file.ts';
import { immutableCacheControl, revalidateCacheControl } from '../../lib/security-headers.ts';
import type { FrontAnswer } from '../http/front.ts';
import { getRequestId } from '../request-id.ts';
import { createMemoryPages, type MemoryPage } from './memory-pages.ts';
import {
  findNotFoundPage,
  getCanonicalPath,
  getHeadersPath,
  isErrorPagePath,
  listSiteFiles,
  resolveSiteFile,
} from './site-files.ts';

export interface SiteOptions {
  /** The built site, `dist/client`. */
  root: string;
}

interface Site {
  root: string;
  files: ReadonlySet<string>;
  rules: HeaderRules;
  /** Pages, scripts, style sheets and JSON files answered from memory (`memory-pages.ts`). */
  pages: ReturnType<typeof createMemoryPages>;
  /** Request targets already found to name a file at its canonical address → the file. */
  resolved: Map<string, string>;
}

/** Most request targets remembered per build: more than a site has pages, far fewer than a scan sends. */
const maxResolved = 20_000;

/** The route of every GET and HEAD the site answers (the label of its answers in the metrics). */
export const siteRoute = '/*';

/** The site being served; `reload` switches to another build in one step (publish to live). */
export interface SiteHandle {
  root(): string;
  reload(root: string): Promise<void>;
  /**
   * The site's answer ahead of Fastify (`http/front.ts`): a GET or HEAD of a file already answered
   * from memory at this address, with the same request headers as far as the answer depends on
   * them, is written again from memory; anything else is left to the route below.
   */
  answerFromMemory: FrontAnswer;
}

async function loadSite(root: string, fastify: FastifyInstance): Promise<Site> {
  return {
    root,
    files: await listSiteFiles(root),
    rules: await loadHeadersFile(join(root, '_headers'), fastify.log),
    pages: createMemoryPages(root),
    resolved: new Map(),
  };
}

/** Request headers that make no sense for a 404 answer: it is never conditional or partial. */
const conditionalHeaders = [
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'range',
  'if-range',
];

/**
 * The static site, registered on the root instance: every GET and HEAD outside the API is answered
 * from the build by @fastify/static (precompressed `.br`/`.gz` by Accept-Encoding, strong ETags
 * with 304, Range with 206 or 416), after a 301 to the canonical address when the request is not at
 * it; unknown paths, malformed ones included, get the 404 page of their language with status 404.
 * Every answer carries the headers `dist/client/_headers` lists for the file it sends. Other
 * methods get 405 without their body being read.
 */
export async function registerSite(fastify: FastifyInstance, options: SiteOptions): Promise<SiteHandle> {
  const root = resolve(options.root);
  // Every request reads the site once, at its start: a reload never mixes two builds in one answer.
  let site: Site = await loadSite(root, fastify);
  await fastify.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders: makeEtagStrong,
  });
  fastify.setErrorHandler(handleSiteError);
  fastify.setNotFoundHandler((request, reply) =>
    sendNotFound(site, request, reply, request.url.split('?')[0] ?? '/'),
  );
  fastify.route({
    method: ['GET', 'HEAD'],
    url: siteRoute,
    handler: (request, reply) => answerSiteRequest(site, request, reply),
  });
  fastify.route({
    method: fastify.supportedMethods.filter((method) => method !== 'GET' && method !== 'HEAD'),
    url: siteRoute,
    // Answered before any body is read: a refused upload costs nothing.
    onRequest: async (_request, reply) => refuseMethod(site, reply),
    handler: async (_request, reply) => refuseMethod(site, reply),
  });
  return {
    root: () => site.root,
    async reload(next) {
      site = await loadSite(resolve(next), fastify);
    },
    answerFromMemory(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const file = site.resolved.get(request.url ?? '');
      const page = file === undefined ? undefined : site.pages.peek(file, request.headers);
      if (!page) return false;
      writeMemoryPage(response, page, getRequestId(request));
      return true;
    },
  };
}

function answerSiteRequest(site: Site, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const known = site.resolved.get(request.url);
  if (known !== undefined) {
    acceptStrongIfRange(request.raw.headers);
    return sendSiteFile(site, request, reply, known, 200);
  }
  // Prefixing the origin keeps a path such as `//blog` a path instead of a host name.
  const url = URL.parse(`http://localhost${request.url}`);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url?.pathname ?? '');
  } catch {
    pathname = '';
  }
  // A target that is no path (`http://host/` in the request line) or a malformed escape names no page.
  if (!url || !pathname.startsWith('/')) return sendNotFound(site, request, reply, url?.pathname ?? '/');
  const canonical = getCanonicalPath(pathname, site.files);
  if (canonical !== pathname) {
    return reply
      .code(301)
      .headers({ 'Cache-Control': 'public, max-age=3600', ...getSiteWideHeaders(site.rules) })
      .header('Location', encodeURI(canonical) + url.search)
      .send();
  }
  const file = isErrorPagePath(pathname) ? undefined : resolveSiteFile(site.files, pathname);
  if (!file) return sendNotFound(site, request, reply, pathname);
  acceptStrongIfRange(request.raw.headers);
  // The answer depends on the target alone: the next request for it skips the checks above.
  if (!request.url.includes('?') && site.resolved.size < maxResolved) site.resolved.set(request.url, file);
  return sendSiteFile(site, request, reply, file, 200);
}

/** The 404 page of the path's language, as a plain 404 answer (no ETag, no 304, no range). */
function sendNotFound(
  site: Site,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): FastifyReply {
  for (const name of conditionalHeaders) delete request.raw.headers[name];
  const page = findNotFoundPage(site.files, pathname);
  if (page) return sendSiteFile(site, request, reply, page, 404);
  return reply
    .code(404)
    .headers({ 'Cache-Control': 'no-store', ...getSiteWideHeaders(site.rules) })
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

function sendSiteFile(
  site: Site,
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  status: 200 | 404,
): FastifyReply {
  const headers = () => ({
    'Cache-Control': getCacheControl(file, status),
    ...getHeadersFor(site.rules, getHeadersPath(file)),
  });
  const page = status === 200 ? site.pages.lookup(file, request.raw.headers, headers) : undefined;
  if (page) return sendFromMemory(request, reply, page);
  reply.code(status).headers(headers());
  return status === 200
    ? reply.sendFile(file, site.root)
    : reply.sendFile(file, site.root, { acceptRanges: false, etag: false, lastModified: false });
}

function refuseMethod(site: Site, reply: FastifyReply): FastifyReply {
  return reply
    .code(405)
    .headers({ ...getSiteWideHeaders(site.rules), Allow: 'GET, HEAD', Connection: 'close' })
    .type('text/plain; charset=utf-8')
    .send('Method not allowed');
}

function getCacheControl(file: string, status: number): string {
  if (status !== 200) return 'no-store';
  // Hashed build assets never change under the same name.
  if (file.startsWith('/_astro/')) return immutableCacheControl;
  if (file.endsWith('.html') || !/\.[a-z0-9]+$/i.test(file)) return revalidateCacheControl;
  return 'public, max-age=3600';
}

/**
 * @fastify/send makes `W/"size-mtime"`; a build file with that size and modification time is the
 * same bytes, so the tag is sent strong (each precompressed file has its own, as it should).
 */
function makeEtagStrong(reply: FastifyReply): void {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('W/')) reply.header('etag', etag.slice(2));
}

/** A strong tag in If-Range, as this server sends it, in the weak form @fastify/send compares with. */
function acceptStrongIfRange(headers: IncomingHttpHeaders): void {
  const ifRange = headers['if-range'];
  if (typeof ifRange === 'string' && ifRange.startsWith('"')) headers['if-range'] = `W/${ifRange}`;
}

/** Errors of a file answer: 412, 416 (with its Content-Range) and the like keep their status. */
function handleSiteError(
  error: FastifyError & { headers?: Record<string, string> },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | void {
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    // The client went away while a file was streaming: nothing is left to answer.
    request.raw.destroy();
    return;
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: { type: error.name, code: error.code } }, 'static file error');
  return reply
    .code(status)
    .headers({ ...error.headers, 'Cache-Control': 'no-store' })
    .type('text/plain; charset=utf-8')
    .send(STATUS_CODES[status]);
}

/**
 * Writes a page kept in memory straight to the socket: its headers were computed once, so nothing
 * is done per request but adding the request id (onResponse hooks still run; a HEAD gets no body).
 */
function sendFromMemory(request: FastifyRequest, reply: FastifyReply, page: MemoryPage): FastifyReply {
  reply.hijack();
  writeMemoryPage(reply.raw, page, request.id);
  return reply;
}

/** The 200 answer of a page kept in memory, with the request's id (a HEAD gets no body: Node drops it). */
function writeMemoryPage(response: ServerResponse, page: MemoryPage, requestId: string): void {
  response.writeHead(200, [...page.rawHeaders, 'x-request-id', requestId]);
  response.end(page.body);
}
