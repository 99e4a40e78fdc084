/** Each event's calendar file in de, fr and it: /de/event/{uid}.ics, ... */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSiteContent } from '../../../cms/index.ts';
import { getEventIcsFiles } from '../../../components/events/event-ics-paths.ts';
import { defaultLanguage, languages } from '../../../i18n/languages.ts';

export const getStaticPaths = (async () => {
  const content = await getSiteContent();
  return languages
    .filter((lang) => lang !== defaultLanguage)
    .flatMap((lang) =>
      getEventIcsFiles(content, lang).map((file) => ({
        params: { lang, uid: file.uid },
        props: { body: file.body },
      })),
    );
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
