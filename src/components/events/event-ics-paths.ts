import type { SiteContent, Story } from '../../cms/index.ts';
import type { EventContent } from '../../cms/schemas/page-content.ts';
import type { Language } from '../../i18n/languages.ts';
import { buildEventIcs } from './event-ics.ts';

/** One `.ics` file to build: the event's uid (its slug) and the file's text. */
export interface EventIcsFile {
  uid: string;
  body: string;
}

/** The calendar files of every event of a language, for the `/event/{uid}.ics` routes. */
export function getEventIcsFiles(content: SiteContent, lang: Language): EventIcsFile[] {
  const pages = new Map(content.languages[lang].pages.map((page) => [page.slug, page.path]));
  return content.languages[lang].events.flatMap((event: Story<EventContent>) => {
    const path = pages.get(event.fullSlug);
    if (!path) return [];
    const url = new URL(path, content.site.siteUrl);
    return [
      {
        uid: event.slug,
        body: buildEventIcs(event, { url: url.href, host: url.hostname, brand: content.site.brand }),
      },
    ];
  });
}
