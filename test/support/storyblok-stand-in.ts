import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { languages, type Language } from '../../src/i18n/languages.ts';
import type { RawStory } from '../../src/cms/schemas/story.ts';
import type { ContentSource } from '../../src/cms/sources/content-source.ts';

export interface StoryblokStandIn {
  /** Base address to hand to the Storyblok source, ending in /v2. */
  apiUrl: string;
  requests: string[];
  close(): Promise<void>;
}

/**
 * A local server speaking the Storyblok CDN API v2 for `GET /v2/cdn/stories` (token check, language,
 * paging with the `total` and `per-page` headers, `cv`), serving the stories of another source.
 * Used by the Storyblok source's tests and the build parity check; nothing here reaches the internet.
 */
export async function startStoryblokStandIn(source: ContentSource, token: string): Promise<StoryblokStandIn> {
  const byLanguage = new Map<string, RawStory[]>();
  for (const lang of languages)
    byLanguage.set(lang === 'en' ? 'default' : lang, await source.getStories(lang as Language));
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('token') !== token) return send(401, { error: 'Unauthorized' });
    if (url.pathname !== '/v2/cdn/stories') return send(404, { error: 'This record could not be found' });
    const language = url.searchParams.get('language') ?? 'default';
    const stories = byLanguage.get(language);
    if (!stories) return send(422, { error: `Unknown language ${language}` });
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 25), 100);
    const page = Math.max(Number(url.searchParams.get('page') ?? 1), 1);
    const slice = stories.slice((page - 1) * perPage, page * perPage);
    send(
      200,
      { stories: slice, cv: 1764000000, rels: [], links: [] },
      { total: String(stories.length), 'per-page': String(perPage) },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v2`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
