import type { Language } from '../../i18n/languages.ts';
import type { RawStory } from '../schemas/story.ts';

/** Where stories come from: the files in content/ or a Storyblok space. Both return CDN-format stories. */
export interface ContentSource {
  readonly name: string;
  /** Every published story in one language, exactly as the Storyblok CDN API v2 returns them. */
  getStories(lang: Language): Promise<RawStory[]>;
}

/** The language parameter Storyblok expects: its default language is called 'default'. */
export function toStoryblokLanguage(lang: Language): string {
  return lang === 'en' ? 'default' : lang;
}
