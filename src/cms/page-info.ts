import type { LanguageContent } from './site-content.ts';
import type { PageEntry } from './routes.ts';
import type { Asset, RichText, RichTextNode } from './schemas/fields.ts';

/** The plain text of a rich-text document or node (used for article titles, SPEC section 3). */
export function getRichTextPlainText(node: RichText | RichTextNode | undefined): string {
  if (!node) return '';
  if ('text' in node && typeof node.text === 'string') return node.text;
  return (node.content ?? [])
    .map((child) => getRichTextPlainText(child))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The visible title of a page. */
export function getPageTitle(
  entry: PageEntry,
  content: LanguageContent,
  fallbacks: { notFound: string; serverError: string },
): string {
  if (entry.kind === 'not-found') return fallbacks.notFound;
  if (entry.kind === 'server-error') return fallbacks.serverError;
  if (entry.kind === 'blog-category') {
    return (
      content.categories.find((category) => category.slug === entry.categoryId)?.content.name ?? entry.slug
    );
  }
  const story = entry.story;
  if (!story) return entry.slug;
  const c = story.content;
  if (c.component === 'article') return getRichTextPlainText(c.header) || story.name;
  return 'title' in c && typeof c.title === 'string' ? c.title : story.name;
}

/** The SEO title: the story's SEO title when an editor set one, else the visible title. */
export function getSeoTitle(entry: PageEntry, visibleTitle: string): string {
  const c = entry.story?.content;
  const seoTitle = c && 'seo' in c ? c.seo?.title : undefined;
  return seoTitle || visibleTitle;
}

/** The meta description: SEO description, else excerpt, subtitle or category description. */
export function getPageDescription(entry: PageEntry, content: LanguageContent, fallback: string): string {
  if (entry.kind === 'blog-category') {
    return (
      content.categories.find((category) => category.slug === entry.categoryId)?.content.description ||
      fallback
    );
  }
  const c = entry.story?.content;
  if (!c) return fallback;
  if ('seo' in c && c.seo?.description) return c.seo.description;
  if ('excerpt' in c && c.excerpt) return c.excerpt;
  if ('subtitle' in c && c.subtitle) return c.subtitle;
  return fallback;
}

/** The main image of a page, when it has one. */
export function getPageImage(entry: PageEntry): Asset | undefined {
  const c = entry.story?.content;
  if (c && 'image' in c && c.image.filename) return c.image;
  return undefined;
}
