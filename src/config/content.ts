/**
 * Where the content comes from, for the build and the server's preview: CONTENT_DIR [content]
 * (the embedded content, and site.json always), STORYBLOK_TOKEN [none] (build from Storyblok
 * instead), STORYBLOK_VERSION [published] (published | draft), STORYBLOK_API_URL [Storyblok's
 * CDN] (base address of the CDN API, ending in /v2; tests use a local stand-in).
 */
import { resolve } from 'node:path';
import { oneOf, optionalString } from './fields.ts';
import { defineSection } from './section.ts';

export interface ContentConfig {
  /** CONTENT_DIR, resolved against the working directory. */
  readonly contentDir: string;
  readonly storyblok: {
    readonly token: string | undefined;
    readonly version: 'published' | 'draft';
    readonly apiUrl: string | undefined;
  };
}

export const contentSection = defineSection({
  shape: {
    CONTENT_DIR: optionalString,
    STORYBLOK_TOKEN: optionalString,
    STORYBLOK_VERSION: oneOf(['published', 'draft'] as const, 'published'),
    STORYBLOK_API_URL: optionalString,
  },
  build: (e): ContentConfig => ({
    contentDir: resolve(e.CONTENT_DIR ?? 'content'),
    storyblok: { token: e.STORYBLOK_TOKEN, version: e.STORYBLOK_VERSION, apiUrl: e.STORYBLOK_API_URL },
  }),
});
