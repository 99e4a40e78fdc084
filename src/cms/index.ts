import { getSiteFile, loadSiteContent, type SiteContent } from './site-content.ts';
import { loadContentConfig } from '../config/index.ts';
import { selectContentSource } from './sources/select-source.ts';

let cached: Promise<SiteContent> | undefined;

/**
 * The content a running build has loaded, on `globalThis` under a registered symbol: the build's
 * integrations (the sitemap needs the content before the pages render) and the bundle Vite makes
 * of the pages for prerendering each get their own copy of this module, and each copy loaded the
 * 10,000 stories of a large site again (2 to 4 s). Set for the length of one build only
 * (`shareSiteContentWithPages`); `astro dev` and the preview server load their own as before.
 */
const buildContentKey = Symbol.for('velora.build-site-content');
type BuildGlobal = { [buildContentKey]?: Promise<SiteContent> | undefined };

/** Lets the pages of this build use `content` (undefined: the build is over). */
export function shareSiteContentWithPages(content: Promise<SiteContent> | undefined): void {
  (globalThis as BuildGlobal)[buildContentKey] = content;
}

/**
 * The site's content for this build, loaded once per process from the configured source
 * (Storyblok when STORYBLOK_TOKEN is set, else content/). Site constants always come from
 * CONTENT_DIR's site.json. A translation gap fails the build: no English on a de/fr/it page.
 */
export function getSiteContent(): Promise<SiteContent> {
  const shared = (globalThis as BuildGlobal)[buildContentKey];
  if (shared) return shared;
  cached ??= loadSiteContent(selectContentSource(), getSiteFile(loadContentConfig().contentDir), {
    requireTranslations: true,
  });
  return cached;
}

export type { SiteContent, LanguageContent } from './site-content.ts';
export type { Story } from './map-story.ts';
export type { PageEntry } from './routes.ts';
