import type { ReactNode } from 'react';
import type { Language } from '../../../i18n/languages.ts';
import { translate } from '../../../i18n/translate.ts';
import type { StoryLink } from '../../../lib/links.ts';
import { getStoryLinkAttributes } from '../story-link.ts';

const linkTypes = new Set<StoryLink['linktype']>(['story', 'url', 'email', 'asset']);

/** A link mark's attributes as a CMS link: `href` is the story slug, URL, address or file. */
export function toStoryLink(attrs: Record<string, unknown> | undefined): StoryLink {
  const read = (key: string) => (typeof attrs?.[key] === 'string' ? (attrs[key] as string) : undefined);
  const type = read('linktype') as StoryLink['linktype'] | undefined;
  const href = read('href') ?? '';
  return {
    linktype: type && linkTypes.has(type) ? type : 'url',
    url: href,
    cached_url: href,
    email: href,
    anchor: read('anchor'),
    target: read('target'),
  };
}

/**
 * A link inside rich text, by the link-helper rules (SPEC section 2): language prefix and
 * lowercase for story links, a new tab (announced to screen readers) for external ones. A link
 * with nowhere to go renders its text alone.
 */
export function RichTextLink({ attrs, lang, children }: { attrs: Record<string, unknown> | undefined; lang: Language; children: ReactNode }) {
  const link = getStoryLinkAttributes(toStoryLink(attrs), lang);
  if (!link) return <>{children}</>;
  return (
    <a {...link}>
      {children}
      {link.target === '_blank' && <span className="visually-hidden"> ({translate(lang, 'site.newTab')})</span>}
    </a>
  );
}
