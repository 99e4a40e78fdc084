import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPreviousBuild } from '../reuse/previous-build.ts';
import { getHeadersForPath, readHeadersFile } from './headers-file.ts';
import { toHashSource } from './inline-sources.ts';
import { getBuildCspOptions } from './site-csp-options.ts';
import { writeSiteHeaders } from './write-site-headers.ts';

const contentDir = mkdtempSync(join(tmpdir(), 'velora-headers-content-'));

function siteWith(pages: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'velora-headers-site-'));
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(root, name), html);
  return root;
}

const policyOf = (root: string, path: string) =>
  getHeadersForPath(readHeadersFile(readFileSync(join(root, '_headers'), 'utf8')), path)[
    'Content-Security-Policy'
  ];

/** A previous build whose policy of `/` carries a marker, to tell a reused policy from a new one. */
async function previousBuildWithMarker(): Promise<string> {
  const root = siteWith({ 'index.html': '<script>a()</script>', 'de.html': '<script>b()</script>' });
  await writeSiteHeaders(root, contentDir);
  const file = join(root, '_headers');
  writeFileSync(file, readFileSync(file, 'utf8').replace(toHashSource('a()'), "'reused-marker'"));
  return root;
}

describe('writeSiteHeaders with a previous build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps the policy of an unchanged page and makes a changed page its own', async () => {
    const previousRoot = await previousBuildWithMarker();
    const root = siteWith({ 'index.html': '<script>a()</script>', 'de.html': '<script>c()</script>' });
    expect(await writeSiteHeaders(root, contentDir, openPreviousBuild(previousRoot, root))).toBe(2);
    expect(policyOf(root, '/')).toContain("'reused-marker'");
    expect(policyOf(root, '/de')).toContain(toHashSource('c()'));
    expect(policyOf(root, '/de')).not.toContain(toHashSource('b()'));
  });

  it('makes every policy anew when the policy options changed since the previous build', async () => {
    const previousRoot = await previousBuildWithMarker();
    vi.stubEnv('HUMAN_VERIFICATION', 'recaptcha');
    const root = siteWith({ 'index.html': '<script>a()</script>', 'de.html': '<script>b()</script>' });
    await writeSiteHeaders(root, contentDir, openPreviousBuild(previousRoot, root));
    expect(policyOf(root, '/')).toContain(toHashSource('a()'));
    expect(policyOf(root, '/')).toContain('https://www.google.com');
  });
});

describe('writeSiteHeaders with policies made while rendering', () => {
  afterEach(() => vi.unstubAllEnvs());

  /** Early policies that answer a marker for every page, made with `options`. */
  const markerPolicies = (options: object) => ({ options, found: 0, lookup: () => "'early-marker'" });

  it('takes them when they were made with this build’s options', async () => {
    const root = siteWith({ 'index.html': '<script>a()</script>' });
    await writeSiteHeaders(
      root,
      contentDir,
      undefined,
      markerPolicies(getBuildCspOptions(process.env, contentDir)),
    );
    expect(policyOf(root, '/')).toBe("'early-marker'");
  });

  it('makes every policy anew when they were made with other options', async () => {
    const root = siteWith({ 'index.html': '<script>a()</script>' });
    vi.stubEnv('HUMAN_VERIFICATION', 'recaptcha');
    await writeSiteHeaders(root, contentDir, undefined, markerPolicies({ scriptOrigins: [] }));
    expect(policyOf(root, '/')).toContain(toHashSource('a()'));
  });
});
