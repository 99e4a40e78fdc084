/**
 * The modal data of each language (strings, form ids, verification settings, QR code), the file
 * every built page names instead of carrying it: `/modal-data/<lang>.<hash>.json`, cached for good,
 * and `/modal-data/<lang>.json`, the same bytes under a name that outlives a publish.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSiteContent } from '../../cms/index.ts';
import { getModalDataFile } from '../../components/modals/build-modal-data.ts';
import { languages } from '../../i18n/languages.ts';

/** `/modal-data/en.abc.json` -> `en.abc` (the route's parameter). */
function toParam(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

export const getStaticPaths = (async () => {
  const { site } = await getSiteContent();
  const files = await Promise.all(
    languages.map((lang) =>
      getModalDataFile({ lang, siteUrl: site.siteUrl, isProduction: import.meta.env.PROD }),
    ),
  );
  return files.flatMap((file) =>
    [file.path, file.latestPath].map((path) => ({
      params: { file: toParam(path) },
      props: { json: file.json },
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { json: string }).json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
