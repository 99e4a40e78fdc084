import type { Language } from '../../i18n/languages.ts';
import { isModalName } from '../modals/modal-names.ts';
import { getLinkAttributes, isExternalHref, resolveStoryLink, type LinkAttributes, type StoryLink } from '../../lib/links.ts';

/** A link field as content gives it: Storyblok writes `null` for fields an editor never touched. */
export type CmsLink = { [K in keyof StoryLink]: K extends 'linktype' ? StoryLink[K] : StoryLink[K] | null };

/** The link helper's shape of a CMS link, `null` read as absent. */
function toStoryLink(link: CmsLink): StoryLink {
  const text = (value: string | null | undefined) => value ?? undefined;
  return {
    linktype: link.linktype,
    url: text(link.url),
    cached_url: text(link.cached_url),
    anchor: text(link.anchor),
    target: text(link.target),
    email: text(link.email),
  };
}

/**
 * The `<a>` attributes of a CMS link field in `lang`, or undefined when the editor left it empty
 * (callers then render plain text: an `href=""` would reload the page). Story and url links follow
 * the link-helper rules (language prefix, lowercase, new tab for external); asset links point at a
 * file and are never given a language prefix.
 */
export function getStoryLinkAttributes(
  link: CmsLink | undefined,
  lang: Language,
): ContentLinkAttributes | undefined {
  if (!link) return undefined;
  const href = resolveStoryLink(toStoryLink(link), lang);
  if (href === undefined) return undefined;
  if (link.linktype === 'asset') return getFileLinkAttributes(href);
  // A story href already carries `lang`'s prefix; getLinkAttributes strips and re-applies it.
  const attributes = getLinkAttributes(href, { lang, target: link.target ?? undefined });
  const modal = getLinkedModal(attributes.href);
  return modal ? { ...attributes, 'data-modal': modal } : attributes;
}

/** Link attributes of content, with the modal an internal `?modal=` link opens in place. */
export type ContentLinkAttributes = LinkAttributes & { 'data-modal'?: string };

/**
 * The modal an internal link names with `?modal=` (`/contact?modal=complaint`), or undefined. Such
 * a link gets `data-modal`, so the site's delegated listener opens the modal on the page the
 * visitor is on instead of loading a page; the href stays the way there without JavaScript.
 */
export function getLinkedModal(href: string): string | undefined {
  if (isExternalHref(href)) return undefined;
  const query = /\?([^#]*)/.exec(href)?.[1];
  const name = query === undefined ? undefined : new URLSearchParams(query).get('modal');
  return isModalName(name) ? name : undefined;
}

/** Attributes of a link to a file (an asset): as stored, in a new tab when it lives elsewhere. */
export function getFileLinkAttributes(href: string): LinkAttributes {
  return isExternalHref(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}
