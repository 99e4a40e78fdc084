import type { Language } from '../../i18n/languages.ts';
import type { Link } from '../../cms/schemas/fields.ts';
import type { ConfigContent } from '../../cms/schemas/page-content.ts';
import type { LinkAttributes } from '../../lib/links.ts';
import { getStoryLinkAttributes } from '../content/story-link.ts';

/** One link of the header or footer, ready to spread onto `<a>`. */
export interface ChromeLink extends LinkAttributes {
  id: string;
  name: string;
}

/** An entry of a navigation group: a link with an optional badge label and subtext. */
export interface NavEntryView extends ChromeLink {
  label?: string | undefined;
  subtext?: string | undefined;
}

/** A titled group of entries inside a dropdown. */
export interface NavGroupView {
  id: string;
  name: string;
  entries: NavEntryView[];
}

/** A top navigation item: a plain link when it has no groups, else a dropdown. */
export interface NavItemView {
  id: string;
  name: string;
  link?: LinkAttributes | undefined;
  groups: NavGroupView[];
}

/** A footer column. */
export interface FooterGroupView {
  id: string;
  title: string;
  links: ChromeLink[];
}

/**
 * The attributes of a CMS multilink in `lang` (the content components' own rules: story paths
 * localized, external links and files in a new tab). An empty link gives undefined.
 */
export function toLinkAttributes(link: Link | undefined, lang: Language): LinkAttributes | undefined {
  return getStoryLinkAttributes(link, lang);
}

function present(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * The header navigation of one language (SPEC section 2, "Header"). Labels are already filled from
 * English where a translation left them empty (src/cms/fallback.ts); entries without a usable link
 * and groups left without entries are dropped, so no dead link reaches the page.
 */
export function buildNavigation(config: ConfigContent, lang: Language): NavItemView[] {
  return config.navigation.flatMap((item) => {
    const groups = item.groups
      .map((group) => ({
        id: group._uid,
        name: group.name,
        entries: group.entries.flatMap((entry) => {
          const attributes = toLinkAttributes(entry.link, lang);
          if (!attributes || entry.name.trim() === '') return [];
          return [
            {
              id: entry._uid,
              name: entry.name,
              ...attributes,
              label: present(entry.label),
              subtext: present(entry.subtext),
            },
          ];
        }),
      }))
      .filter((group) => group.entries.length > 0);
    const link = toLinkAttributes(item.link, lang);
    if (item.name.trim() === '' || (groups.length === 0 && !link)) return [];
    return [{ id: item._uid, name: item.name, link, groups }];
  });
}

/** The footer's link columns in one language; links that resolve to nothing are left out. */
export function buildFooterGroups(config: ConfigContent, lang: Language): FooterGroupView[] {
  return config.footer_groups.map((group) => ({
    id: group._uid,
    title: group.title,
    links: group.links.flatMap((entry) => {
      const attributes = toLinkAttributes(entry.link, lang);
      return attributes ? [{ id: entry._uid, name: entry.title, ...attributes }] : [];
    }),
  }));
}
