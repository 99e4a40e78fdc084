import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The headers of the fixture's `/*` block: every answer of the site carries them. */
export const siteWideHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const policy = (hash: string) => `default-src 'self'; script-src 'self' 'sha256-${hash}'; object-src 'none'`;

/** Each page of the fixture: its canonical address, its file and the policy its `_headers` block sets. */
export const fixturePages = [
  { path: '/', file: 'index.html', lang: 'en', text: 'home', csp: policy('home') },
  { path: '/blog', file: 'blog.html', lang: 'en', text: 'blog', csp: policy('blog') },
  { path: '/blog/savings', file: 'blog/savings.html', lang: 'en', text: 'savings', csp: policy('savings') },
  { path: '/de', file: 'de.html', lang: 'de', text: 'start', csp: policy('de-home') },
  { path: '/de/blog', file: 'de/blog.html', lang: 'de', text: 'de blog', csp: policy('de-blog') },
  { path: '/404', file: '404.html', lang: 'en', text: 'not found', csp: policy('404') },
  { path: '/de/404', file: 'de/404.html', lang: 'de', text: 'nicht gefunden', csp: policy('de-404') },
] as const;

/** A script worth compressing, written with `.br` and `.gz` siblings as the build writes them. */
export const fixtureScript = { path: '/_astro/app.1234.js', body: 'console.info("velora");\n'.repeat(200) };

/** A style sheet worth compressing, with `.br` and `.gz` siblings, and a JSON file without. */
export const fixtureStyle = { path: '/_astro/site.5678.css', body: '.velora { color: #123; }\n'.repeat(200) };
export const fixtureData = { path: '/modal-data/en.abcd1234.json', body: '{"title":"Velora"}' };

/** A video of 64 KiB of known bytes: byte i is `i % 251`. */
export const fixtureVideo = {
  path: '/videos/clip.mp4',
  body: Buffer.from(Array.from({ length: 65_536 }, (_, index) => index % 251)),
};

function renderHeadersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by the build: security headers of every answer, then per path.',
    block('/*', siteWideHeaders),
    block('/_astro/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...fixturePages.map((page) => block(page.path, { 'Content-Security-Policy': page.csp })),
    '',
  ].join('\n');
}

async function put(root: string, file: string, body: string | Buffer): Promise<void> {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), body);
}

/**
 * Writes a small build like `dist/client` into a new temporary folder and returns its path: pages,
 * a script, a style sheet and one page with precompressed siblings, a JSON file, an image, a video,
 * and (unless told not to) `_headers`.
 */
export async function writeSiteFixture(options: { headersFile?: boolean } = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'velora-site-'));
  for (const page of fixturePages)
    await put(root, page.file, `<!doctype html><html lang="${page.lang}"><p>${page.text}</p></html>`);
  const compressible: [string, string][] = [
    [fixtureScript.path.slice(1), fixtureScript.body],
    [fixtureStyle.path.slice(1), fixtureStyle.body],
    ['blog.html', `<!doctype html><html lang="en"><p>blog</p>${'<p>post</p>'.repeat(200)}</html>`],
  ];
  for (const [file, body] of compressible) {
    await put(root, file, body);
    await put(root, `${file}.br`, brotliCompressSync(body));
    await put(root, `${file}.gz`, gzipSync(body));
  }
  await put(root, fixtureData.path.slice(1), fixtureData.body);
  await put(root, 'assets/1600x900/a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  await put(root, fixtureVideo.path.slice(1), fixtureVideo.body);
  await put(root, 'robots.txt', 'User-agent: *\n');
  if (options.headersFile !== false) await put(root, '_headers', renderHeadersFile());
  return root;
}
