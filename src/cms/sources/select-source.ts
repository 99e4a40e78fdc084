import { resolve } from 'node:path';
import type { ContentSource } from './content-source.ts';
import { createLocalSource } from './local-source.ts';
import { createStoryblokSource } from './storyblok-source.ts';

/** The content folder of the repository (builds and tests run from its root). */
export const defaultContentRoot = resolve(process.cwd(), 'content');

/**
 * Storyblok when STORYBLOK_TOKEN is set (STORYBLOK_API_URL overrides its address), otherwise the
 * files under CONTENT_DIR (default content/).
 */
export function selectContentSource(env: Record<string, string | undefined> = process.env): ContentSource {
  const token = env['STORYBLOK_TOKEN'];
  if (token) {
    const version = env['STORYBLOK_VERSION'] === 'draft' ? 'draft' : 'published';
    return createStoryblokSource({ token, apiUrl: env['STORYBLOK_API_URL'], version });
  }
  return createLocalSource(env['CONTENT_DIR'] ?? defaultContentRoot);
}
