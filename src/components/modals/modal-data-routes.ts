/** What the `/modal-data/` routes of the build share: each language's files, and their route parameter. */
import { getSiteContent } from '../../cms/index.ts';
import { languages } from '../../i18n/languages.ts';
import { getModalDataFiles, type ModalDataFiles } from './build-modal-data.ts';

/** The modal data files of every language, for the site address of the content. */
export async function getAllModalDataFiles(): Promise<ModalDataFiles[]> {
  const { site } = await getSiteContent();
  return Promise.all(
    languages.map((lang) =>
      getModalDataFiles({ lang, siteUrl: site.siteUrl, isProduction: import.meta.env.PROD }),
    ),
  );
}

/** `/modal-data/en.abc.json` -> `en.abc`: the `[file]` parameter of the route that writes it. */
export function toFileParam(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('.'));
}
