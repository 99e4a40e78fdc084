/** The app download QR code of each language, which its modal data names: `/modal-data/<lang>.<hash>.svg`. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getAllModalDataFiles, toFileParam } from '../../components/modals/modal-data-routes.ts';

export const getStaticPaths = (async () =>
  (await getAllModalDataFiles()).map((files) => ({
    params: { file: toFileParam(files.qr.path) },
    props: { svg: files.qr.svg },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { svg: string }).svg, { headers: { 'Content-Type': 'image/svg+xml' } });
