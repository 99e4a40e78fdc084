import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getSiteFile, loadSiteContent, type SiteContent } from '../../src/cms/site-content.ts';
import { defaultContentRoot, selectContentSource } from '../../src/cms/sources/select-source.ts';

let cached: Promise<SiteContent> | undefined;

/** The site's content as the build saw it (same source selection as the build). */
export function getContent(): Promise<SiteContent> {
  cached ??= loadSiteContent(
    selectContentSource(),
    getSiteFile(process.env['CONTENT_DIR'] ?? defaultContentRoot),
  );
  return cached;
}

export const buildRoot = join(process.cwd(), 'dist', 'client');

/** Every HTML file of the build as `{ file, urlPath }` (`/de/blog.html` → `/de/blog`). */
export function listBuiltPages(): { file: string; urlPath: string }[] {
  return readdirSync(buildRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const rel = `/${relative(buildRoot, file).split(sep).join('/')}`;
      const urlPath = rel === '/index.html' ? '/' : rel.replace(/\.html$/, '');
      return { file, urlPath };
    });
}
