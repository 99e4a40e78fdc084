/** Each English event's calendar file at /event/{uid}.ics (other languages: [lang]/event/[uid].ics.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSiteContent } from '../../cms/index.ts';
import { getEventIcsFiles } from '../../components/events/event-ics-paths.ts';

export const getStaticPaths = (async () => {
  const content = await getSiteContent();
  return getEventIcsFiles(content, 'en').map((file) => ({
    params: { uid: file.uid },
    props: { body: file.body },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
