/**
 * How a built site names the modal data of each language (see `src/pages/modal-data`): a file whose
 * name carries a hash of its bytes, cached for good, and the language's current file, which keeps
 * its name from build to build and is checked again on each use.
 */
import { immutableCacheControl, revalidateCacheControl } from './security-headers.ts';

/** The folder of the modal data files in the built site. */
export const modalDataFolder = 'modal-data';

/** The URL paths of the modal data of `lang` whose bytes hash to `hash`. */
export function getModalDataPaths(lang: string, hash: string): { path: string; latestPath: string } {
  return { path: `/${modalDataFolder}/${lang}.${hash}.json`, latestPath: `/${modalDataFolder}/${lang}.json` };
}

/** The URL path of the app download QR code of `lang` whose SVG hashes to `hash`. */
export function getModalDataQrPath(lang: string, hash: string): string {
  return `/${modalDataFolder}/${lang}.${hash}.svg`;
}

/**
 * The Cache-Control of a file of the folder, by its name: `en.<hash>.json` and `en.<hash>.svg` for
 * good, `en.json` checked on each use.
 */
export function getModalDataCacheControl(name: string): string {
  return /^[a-z]{2}\.[\w-]+\.(json|svg)$/.test(name) ? immutableCacheControl : revalidateCacheControl;
}
