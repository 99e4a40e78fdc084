import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { buildPageCsp, type CspOptions } from './content-security-policy.ts';
import { getContentType } from '../../lib/content-types.ts';

/** One servable file of the build, with what its answer needs precomputed. */
export interface StaticFile {
  absolutePath: string;
  size: number;
  etag: string;
  contentType: string;
  /** Set for HTML files: the page's own Content-Security-Policy. */
  csp?: string;
}

/**
 * Indexes every file under `root` by its URL path once at start, so a request can never reach a
 * file outside the build (no path is ever joined from user input) and HTML policies are ready.
 */
export async function buildStaticIndex(
  root: string,
  cspOptions: CspOptions = {},
): Promise<Map<string, StaticFile>> {
  const index = new Map<string, StaticFile>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const absolutePath = join(entry.parentPath, entry.name);
        const info = await stat(absolutePath);
        const urlPath = `/${relative(root, absolutePath).split(sep).join('/')}`;
        const contentType = getContentType(absolutePath);
        const file: StaticFile = {
          absolutePath,
          size: info.size,
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          contentType,
        };
        if (contentType.startsWith('text/html'))
          file.csp = buildPageCsp(await readFile(absolutePath, 'utf8'), cspOptions);
        index.set(urlPath, file);
      }),
  );
  return index;
}

/** The file for a normalised URL path: `/` → index.html, `/blog` → blog.html, else the file itself. */
export function resolveStaticFile(index: Map<string, StaticFile>, pathname: string): StaticFile | undefined {
  if (pathname === '/') return index.get('/index.html');
  return index.get(`${pathname}.html`) ?? (pathname.endsWith('.html') ? undefined : index.get(pathname));
}
