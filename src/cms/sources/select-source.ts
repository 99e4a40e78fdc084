import { loadContentConfig, type Env } from '../../config/index.ts';
import type { ContentSource } from './content-source.ts';
import { createLocalSource } from './local-source.ts';
import { createStoryblokSource } from './storyblok-source.ts';

/**
 * Storyblok when STORYBLOK_TOKEN is set (STORYBLOK_API_URL overrides its address), otherwise the
 * files under CONTENT_DIR (default content/).
 */
export function selectContentSource(env: Env = process.env): ContentSource {
  const { contentDir, storyblok } = loadContentConfig(env);
  if (storyblok.token) {
    return createStoryblokSource({
      token: storyblok.token,
      apiUrl: storyblok.apiUrl,
      version: storyblok.version,
    });
  }
  return createLocalSource(contentDir);
}
