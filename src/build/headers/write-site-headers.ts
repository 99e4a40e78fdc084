import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PreviousBuild } from '../reuse/previous-build.ts';
import type { EarlyPolicies } from '../early/early-work.ts';
import { readHeadersFile, renderHeadersFile } from './headers-file.ts';
import type { CspOptions } from './page-csp.ts';
import { getBuildCspOptions } from './site-csp-options.ts';
import { collectSiteHeaders, findHeaderConflicts, type PreviousPolicies } from './site-headers.ts';

const comment = `Written by the build (src/build/headers): the headers of every answer, the cache of hashed
assets and of the modal data files, and each page's Content-Security-Policy with the hashes of its own inline code.
Netlify and Cloudflare Pages read this file; the Node server serves exactly these headers.`;

/** The comment line that records the policy options, so a later build knows it may reuse policies. */
const optionsLine = (csp: CspOptions) => `Policy options: ${JSON.stringify(csp)}`;

/** The page policies of the previous build, when it was made with the same options. */
async function readPolicies(previous: PreviousBuild, csp: CspOptions): Promise<PreviousPolicies | undefined> {
  let text: string;
  try {
    text = await readFile(join(previous.root, '_headers'), 'utf8');
  } catch {
    return undefined;
  }
  if (!text.split('\n').includes(`# ${optionsLine(csp)}`)) return undefined;
  const policies = new Map<string, string>();
  for (const block of readHeadersFile(text)) {
    const policy = block.headers['Content-Security-Policy'];
    if (policy !== undefined && !block.path.endsWith('*')) policies.set(block.path, policy);
  }
  return { build: previous, policies };
}

/**
 * Writes `<root>/_headers` for the built site in `root` (dist/client), so a deploy to a CDN carries
 * the same security headers as the Node server. A header set twice for one path is an error.
 * `early` policies (made while the site rendered) count only when made with this build's options.
 * Answers the number of pages with a policy.
 */
export async function writeSiteHeaders(
  root: string,
  contentDir: string,
  previous?: PreviousBuild,
  early?: EarlyPolicies,
): Promise<number> {
  const csp = getBuildCspOptions(process.env, contentDir);
  const sameOptions = early && JSON.stringify(early.options) === JSON.stringify(csp);
  const blocks = await collectSiteHeaders(
    root,
    csp,
    previous && (await readPolicies(previous, csp)),
    sameOptions ? early : undefined,
  );
  const conflicts = findHeaderConflicts(blocks);
  if (conflicts.length > 0)
    throw new Error(`_headers would set a header twice for one path: ${conflicts.join('; ')}`);
  await writeFile(join(root, '_headers'), renderHeadersFile(blocks, `${comment}\n${optionsLine(csp)}`));
  return blocks.filter((block) => 'Content-Security-Policy' in block.headers).length;
}
