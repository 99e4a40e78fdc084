import { getSiteFile, loadSiteContent, type SiteContent } from './site-content.ts';
import { loadContentConfig } from '../config/index.ts';
import { selectContentSource } from './sources/select-source.ts';

let cached: Promise<SiteContent> | undefined;

/**
 * The site's content for this build, loaded once per process from the configured source
 * (Storyblok when STORYBLOK_TOKEN is set, else content/). Site constants always come from
 * CONTENT_DIR's site.json. A translation gap fails the build: no English on a de/fr/it page.
 */
export function getSiteContent(): Promise<SiteContent> {
  cached ??= loadSiteContent(selectContentSource(), getSiteFile(loadContentConfig().contentDir), {
    requireTranslations: true,
  });
  return cached;
}

export type { SiteContent, LanguageContent } from './site-content.ts';
export type { Story } from './map-story.ts';
export type { PageEntry } from './routes.ts';
