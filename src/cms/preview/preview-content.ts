import { languages, type Language } from '../../i18n/languages.ts';
import type { RawStory } from '../schemas/story.ts';
import type { PageEntry } from '../routes.ts';
import { getSiteFile, loadSiteContent, type SiteContent } from '../site-content.ts';
import type { ContentSource } from '../sources/content-source.ts';
import { loadContentConfig } from '../../config/index.ts';
import { createStoryblokSource } from '../sources/storyblok-source.ts';

/** A story as the Visual Editor's bridge sends it on `input`: the draft being edited. */
export interface EditedStory {
  id: number | string;
  lang?: string;
  content: unknown;
  [field: string]: unknown;
}

function storyLanguage(story: EditedStory): Language {
  const lang = story.lang === 'default' || story.lang === undefined ? 'en' : story.lang;
  return (languages as readonly string[]).includes(lang) ? (lang as Language) : 'en';
}

/** The draft source, with the story being edited replaced by the editor's unsaved version. */
function withEditedStory(source: ContentSource, edited: EditedStory | undefined): ContentSource {
  if (!edited) return source;
  const lang = storyLanguage(edited);
  return {
    name: source.name,
    async getStories(language) {
      const stories = await source.getStories(language);
      if (language !== lang) return stories;
      return stories.map((story) =>
        String(story.id) === String(edited.id) ? ({ ...story, content: edited.content } as RawStory) : story,
      );
    },
  };
}

/**
 * The site's content as the editor sees it: every story's draft from Storyblok (read with the
 * preview token, never cached), optionally with the story being edited replaced by the bridge's
 * unsaved version. Loaded per request: drafts never outlive the request that asked for them.
 */
export async function loadPreviewContent(options: {
  previewToken: string;
  apiUrl?: string | undefined;
  edited?: EditedStory | undefined;
}): Promise<SiteContent> {
  const source = createStoryblokSource({
    token: options.previewToken,
    apiUrl: options.apiUrl,
    version: 'draft',
  });
  return loadSiteContent(
    withEditedStory(source, options.edited),
    getSiteFile(loadContentConfig().contentDir),
  );
}

/** The page of `path` in the preview content, if there is one. */
export function findPreviewPage(content: SiteContent, path: string): PageEntry | undefined {
  return content.pages.find((page) => page.path === path);
}
