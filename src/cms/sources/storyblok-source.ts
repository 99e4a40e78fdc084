import StoryblokClient from 'storyblok-js-client';
import type { Language } from '../../i18n/languages.ts';
import type { RawStory } from '../schemas/story.ts';
import { toStoryblokLanguage, type ContentSource } from './content-source.ts';

export interface StoryblokSourceOptions {
  token: string;
  /** Base address of the CDN API including `/v2`, overridable so tests use a local server. */
  apiUrl?: string | undefined;
  version?: 'published' | 'draft';
}

/** Reads stories from a Storyblok space through its CDN API v2. */
export function createStoryblokSource(options: StoryblokSourceOptions): ContentSource {
  const client = new StoryblokClient({
    accessToken: options.token,
    ...(options.apiUrl ? { endpoint: options.apiUrl.replace(/\/$/, '') } : {}),
    cache: { type: 'memory', clear: 'manual' },
    timeout: 30,
    maxRetries: 5,
  });
  return {
    name: `Storyblok at ${options.apiUrl ?? 'api.storyblok.com'}`,
    async getStories(lang: Language): Promise<RawStory[]> {
      try {
        return (await client.getAll('cdn/stories', {
          language: toStoryblokLanguage(lang),
          version: options.version ?? 'published',
          per_page: 100,
        })) as RawStory[];
      } catch (error) {
        // The client rejects with plain objects ({ message, status }); name what failed.
        const detail = error instanceof Error ? error.message : JSON.stringify(error);
        throw new Error(`Cannot read the ${lang} stories from Storyblok: ${detail}`, { cause: error });
      }
    },
  };
}
