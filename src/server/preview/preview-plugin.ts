import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidPreviewQuery, readPreviewQuery } from '../../lib/preview-token.ts';
import { renderWithAstro, type AstroHandler } from './astro-render.ts';

/** Where the Astro route of the preview lives (src/pages/storyblok-preview/[...path].astro). */
export const PREVIEW_ROUTE = '/storyblok-preview';
const STORYBLOK_APP = 'https://app.storyblok.com';

export interface PreviewOptions {
  /** `STORYBLOK_PREVIEW_TOKEN`: the space's preview token. */
  previewToken: string;
  loadHandler(): Promise<AstroHandler>;
  /** The Content-Security-Policy of a rendered page (its own inline hashes), before the preview's additions. */
  buildCsp(html: string): string;
  /** Headers every page carries (HSTS, nosniff, …); the preview drops only X-Frame-Options. */
  siteHeaders: Readonly<Record<string, string>>;
  now?(): number;
}

/** The page's policy, opened for the Visual Editor: framed by Storyblok, its bridge allowed. */
export function toPreviewCsp(csp: string): string {
  return csp
    .split(/;\s*/)
    .filter((directive) => directive !== '')
    .map((directive) => {
      const [name] = directive.split(' ');
      if (name === 'frame-ancestors') return `frame-ancestors ${STORYBLOK_APP}`;
      if (name === 'script-src' || name === 'connect-src')
        return `${directive} ${STORYBLOK_APP} https://api.storyblok.com`;
      return directive;
    })
    .join('; ');
}

/** `/de/blog/x?…` → `/storyblok-preview/de/blog/x?…` (the English home `/` → `/storyblok-preview`). */
export function toPreviewUrl(url: string): string {
  const [path = '/', query = ''] = url.split(/\?(.*)/s);
  return `${PREVIEW_ROUTE}${path === '/' ? '' : path}${query ? `?${query}` : ''}`;
}

function isPreviewRequest(request: FastifyRequest, options: PreviewOptions): boolean {
  if (!['GET', 'HEAD', 'POST'].includes(request.method) || request.url.startsWith('/api/')) return false;
  const index = request.url.indexOf('?');
  if (index < 0 || !request.url.includes('_storyblok_tk')) return false;
  const query = readPreviewQuery(new URLSearchParams(request.url.slice(index + 1)));
  return (
    query !== undefined && isValidPreviewQuery(query, options.previewToken, options.now?.() ?? Date.now())
  );
}

async function answerPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PreviewOptions,
): Promise<void> {
  const raw = request.raw;
  const original = raw.url;
  raw.url = toPreviewUrl(request.url);
  let page;
  try {
    page = await renderWithAstro(await options.loadHandler(), raw);
  } finally {
    raw.url = original;
  }
  if (!page) return; // no such page in the preview: the static site answers
  const html = page.body.toString('utf8');
  const type = String(page.headers['content-type'] ?? 'text/html; charset=utf-8');
  const headers: Record<string, string> = { ...options.siteHeaders };
  delete headers['X-Frame-Options'];
  reply
    .code(page.status)
    .headers(headers)
    .header('Content-Type', type)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', toPreviewCsp(options.buildCsp(html)));
  await reply.send(request.method === 'HEAD' ? undefined : page.body);
}

/**
 * Storyblok's Visual Editor preview. A page request carrying a valid editor token
 * (`_storyblok_tk`, see src/lib/preview-token.ts) is rendered on demand by Astro from the draft
 * stories, may be framed by Storyblok and is never cached. Every other request, including one
 * with an invalid or stale token, goes on to the static site exactly as before.
 */
export function registerPreview(fastify: FastifyInstance, options: PreviewOptions): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (isPreviewRequest(request, options)) await answerPreview(request, reply, options);
  });
}
