import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { languages, type Language } from '../i18n/languages.ts';
import { ContentError, describeIssues } from './content-error.ts';
import { applyFieldFallback, findTranslationGaps } from './fallback.ts';
import { assertFiguresFormatted } from './figure-check.ts';
import { mapStory, type Story } from './map-story.ts';
import { buildRoutes, type PageEntry } from './routes.ts';
import type {
  BlogPostContent,
  CategoryContent,
  ConfigContent,
  EventContent,
  PerkContent,
  LegalContent,
} from './schemas/page-content.ts';
import type { RawStory } from './schemas/story.ts';
import { siteConstants, type SiteConstants } from './schemas/site.ts';
import type { ContentSource } from './sources/content-source.ts';

/** Everything the site is built from, per language. */
export interface LanguageContent {
  stories: Story[];
  bySlug: Map<string, Story>;
  config: Story<ConfigContent>;
  /** Sorted by `order` (default 99), then name. */
  categories: Story<CategoryContent>[];
  /** Blog posts without `isIndexingDisabled`, newest first (SPEC section 2, "Blog"). */
  posts: Story<BlogPostContent>[];
  events: Story<EventContent>[];
  perks: Story<PerkContent>[];
  legal: Story<LegalContent>[];
  pages: PageEntry[];
}

export interface SiteContent {
  site: SiteConstants;
  languages: Record<Language, LanguageContent>;
  pages: PageEntry[];
}

/** How strict a load is. */
export interface LoadOptions {
  /**
   * Fail when a translated story leaves a text empty that English fills, or a story is missing in
   * a language, instead of showing English there (the build sets it: no English on a de/fr/it page).
   */
  requireTranslations?: boolean;
}

/**
 * Loads, merges with the English fallback, validates and indexes every story. Fails on figures
 * written otherwise than the language's number format (see figure-check.ts).
 */
export async function loadSiteContent(
  source: ContentSource,
  siteFile: string,
  options: LoadOptions = {},
): Promise<SiteContent> {
  const site = await loadSiteConstants(siteFile);
  const raw = await Promise.all(languages.map((lang) => source.getStories(lang)));
  const english = new Map((raw[0] ?? []).map((story) => [story.uuid, story]));
  if (options.requireTranslations) assertTranslated(raw, english);
  const perLanguage = {} as Record<Language, LanguageContent>;
  languages.forEach((lang, index) => {
    const stories = (raw[index] ?? []).map((story) =>
      mapStory(withFallback(story, english.get(story.uuid), lang), lang),
    );
    // A story missing in a translation falls back to the English story as a whole.
    const present = new Set(stories.map((story) => story.uuid));
    for (const [uuid, story] of english) {
      if (!present.has(uuid) && lang !== 'en') stories.push(mapStory({ ...story, lang }, lang));
    }
    // The language's own stories, before any English fallback fills them.
    const own = (raw[index] ?? []).map((story) => ({
      fullSlug: story.full_slug.replace(`${lang}/`, ''),
      lang,
      content: story.content,
    }));
    assertFiguresFormatted(own);
    perLanguage[lang] = indexLanguage(lang, stories);
  });
  return { site, languages: perLanguage, pages: languages.flatMap((lang) => perLanguage[lang].pages) };
}

/** Throws a ContentError naming every story, language and field that would fall back to English. */
function assertTranslated(raw: RawStory[][], english: Map<string, RawStory>): void {
  const problems: string[] = [];
  languages.forEach((lang, index) => {
    if (lang === 'en') return;
    const stories = raw[index] ?? [];
    const present = new Set(stories.map((story) => story.uuid));
    for (const [uuid, story] of english) {
      if (!present.has(uuid)) problems.push(`story "${story.full_slug}" has no ${lang} version`);
    }
    for (const story of stories) {
      const source = english.get(story.uuid);
      for (const field of source ? findTranslationGaps(story.content, source.content, ['content']) : []) {
        problems.push(`story "${story.full_slug}" (${lang}): field "${field}" is empty; English has text`);
      }
    }
  });
  if (problems.length > 0) {
    throw new ContentError(`Missing translations (each would show English):\n  - ${problems.join('\n  - ')}`);
  }
}

function withFallback(story: RawStory, english: RawStory | undefined, lang: Language): RawStory {
  if (lang === 'en' || !english) return story;
  return { ...story, content: applyFieldFallback(story.content, english.content) as RawStory['content'] };
}

function indexLanguage(lang: Language, stories: Story[]): LanguageContent {
  const bySlug = new Map(stories.map((story) => [story.fullSlug, story]));
  const config = bySlug.get('config');
  if (!config || config.content.component !== 'config') {
    throw new ContentError(
      `The story "config" (${lang}) is missing or is not a config component; it holds the navigation and footer`,
    );
  }
  const of = <C extends Story['content']['component']>(component: C) =>
    stories.filter(
      (story): story is Story<Extract<Story['content'], { component: C }>> =>
        story.content.component === component,
    );
  const categories = of('category').sort(
    (a, b) => a.content.order - b.content.order || a.content.name.localeCompare(b.content.name),
  );
  const posts = of('blog_post')
    .filter((post) => !post.content.isIndexingDisabled)
    .sort((a, b) => b.content.date.localeCompare(a.content.date));
  const knownCategories = new Set(categories.map((category) => category.slug));
  for (const post of of('blog_post')) {
    if (!knownCategories.has(post.content.categoryId)) {
      throw new ContentError(
        `story "${post.fullSlug}" (${lang}): field "content.categoryId" is "${post.content.categoryId}", expected one of ${[...knownCategories].join(', ')}`,
      );
    }
  }
  return {
    stories,
    bySlug,
    config: config as Story<ConfigContent>,
    categories,
    posts,
    events: of('event').sort((a, b) => a.content.date.localeCompare(b.content.date)),
    perks: of('perk').sort((a, b) => a.content.title.localeCompare(b.content.title)),
    legal: of('legal').sort((a, b) => a.content.title.localeCompare(b.content.title)),
    pages: buildRoutes(lang, stories, categories, posts),
  };
}

async function loadSiteConstants(file: string): Promise<SiteConstants> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new ContentError(`Cannot read the site constants at ${file}`);
  });
  const result = siteConstants.safeParse(JSON.parse(text));
  if (!result.success) throw new ContentError(describeIssues(file, result.error.issues));
  return result.data;
}

/** Where site.json lives inside a content root. */
export function getSiteFile(contentRoot: string): string {
  return join(contentRoot, 'site.json');
}
