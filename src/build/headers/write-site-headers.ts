import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderHeadersFile } from './headers-file.ts';
import { getBuildCspOptions } from './site-csp-options.ts';
import { collectSiteHeaders, findHeaderConflicts } from './site-headers.ts';

const comment = `Written by the build (src/build/headers): the headers of every answer, the cache of hashed
assets, and each page's Content-Security-Policy with the hashes of its own inline code.
Netlify and Cloudflare Pages read this file; the Node server serves exactly these headers.`;

/**
 * Writes `<root>/_headers` for the built site in `root` (dist/client), so a deploy to a CDN carries
 * the same security headers as the Node server. A header set twice for one path is an error.
 * Answers the number of pages with a policy.
 */
export async function writeSiteHeaders(root: string, contentDir: string): Promise<number> {
  const blocks = await collectSiteHeaders(root, getBuildCspOptions(process.env, contentDir));
  const conflicts = findHeaderConflicts(blocks);
  if (conflicts.length > 0)
    throw new Error(`_headers would set a header twice for one path: ${conflicts.join('; ')}`);
  await writeFile(join(root, '_headers'), renderHeadersFile(blocks, comment));
  return blocks.filter((block) => !block.path.endsWith('*')).length;
}
