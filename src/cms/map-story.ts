import { toLanguage, type Language } from '../i18n/languages.ts';
import { ContentError, describeIssues } from './content-error.ts';
import type { RichTextNode } from './schemas/fields.ts';
import { storyContent, type StoryContent } from './schemas/page-content.ts';
import { richTextBlock } from './schemas/rich-text-blocks.ts';
import type { RawStory } from './schemas/story.ts';

/** A validated story: content typed, slug without language prefix and lowercased (SPEC section 3). */
export interface Story<C extends StoryContent = StoryContent> {
  id: number;
  uuid: string;
  lang: Language;
  name: string;
  slug: string;
  fullSlug: string;
  createdAt: string;
  publishedAt: string | null;
  content: C;
}

/** Validates one raw story (already merged with its English fallback) into a typed story. */
export function mapStory(raw: RawStory, requestedLang: Language): Story {
  const fullSlug = stripLanguagePrefix(raw.full_slug, requestedLang).toLowerCase();
  const where = `story "${fullSlug}" (${requestedLang})`;
  const lang = toLanguage(raw.lang);
  if (lang !== requestedLang) {
    throw new ContentError(
      `${where}: field "lang" is "${raw.lang}", expected "${requestedLang === 'en' ? 'default' : requestedLang}"`,
    );
  }
  const parsed = storyContent.safeParse(raw.content);
  if (!parsed.success) throw new ContentError(describeIssues(where, parsed.error.issues, ['content']));
  validateRichTextBloks(parsed.data, where, ['content']);
  return {
    id: raw.id,
    uuid: raw.uuid,
    lang,
    name: raw.name,
    slug: raw.slug,
    fullSlug,
    createdAt: raw.created_at,
    publishedAt: raw.published_at,
    content: parsed.data,
  };
}

/** Storyblok prefixes non-default languages' full slugs with the language code. */
function stripLanguagePrefix(fullSlug: string, lang: Language): string {
  const trimmed = fullSlug.replace(/^\/+|\/+$/g, '');
  return lang !== 'en' && trimmed.startsWith(`${lang}/`) ? trimmed.slice(lang.length + 1) : trimmed;
}

/**
 * Checks (and replaces with their parsed form) every block embedded in rich text anywhere in a
 * story. `path` is where `value` sits, one stack for the whole walk: it is written out only for an
 * error (copying it at every node of 10,000 stories took a tenth of the content's loading).
 */
function validateRichTextBloks(value: unknown, where: string, path: (string | number)[]): void {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      validateRichTextBloks(value[index], where, path);
      path.pop();
    }
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as RichTextNode & Record<string, unknown>;
  if (node.type === 'blok') {
    const body = node.attrs?.['body'];
    if (!Array.isArray(body))
      throw new ContentError(
        `Invalid content in ${where}:\n  - field "${[...path, 'attrs', 'body'].join('.')}": expected a list of blocks`,
      );
    node.attrs = {
      ...node.attrs,
      body: body.map((item: unknown, index) => {
        const parsed = richTextBlock.safeParse(item);
        if (!parsed.success)
          throw new ContentError(
            describeIssues(where, parsed.error.issues, [...path, 'attrs', 'body', index]),
          );
        return parsed.data;
      }),
    };
    return;
  }
  for (const key in node) {
    if (!Object.hasOwn(node, key)) continue;
    path.push(key);
    validateRichTextBloks(node[key], where, path);
    path.pop();
  }
}
