/**
 * The modal data of each language (strings, form ids, verification settings, links), the file
 * every built page names instead of carrying it: `/modal-data/<lang>.<hash>.json`, cached for good,
 * and `/modal-data/<lang>.json`, the same bytes under a name that outlives a publish.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getAllModalDataFiles, toFileParam } from '../../components/modals/modal-data-routes.ts';

export const getStaticPaths = (async () =>
  (await getAllModalDataFiles()).flatMap((files) =>
    [files.path, files.latestPath].map((path) => ({
      params: { file: toFileParam(path) },
      props: { json: files.json },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { json: string }).json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
