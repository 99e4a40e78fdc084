import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, indexOptions, maxFragmentsPerLanguage, unusedBundles } from './integration.ts';

const page = (lang: string, words: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${words}</title></head>` +
  `<body><nav>menu</nav><main data-pagefind-body><h1>${words}</h1><p>${words} text</p></main></body></html>`;

/** A built site: the default language at the root, the others under their prefix. */
const site: Record<string, string> = {
  'index.html': page('en', 'Welcome private banking'),
  'about-us.html': page('en', 'About the bank'),
  'blog/savings.html': page('en', 'Savings explained'),
  'blog/savings/more.html': page('en', 'More on savings'),
  '404.html': '<!doctype html><html lang="en"><body><main>Not found</main></body></html>',
  'de.html': page('de', 'Willkommen Privatbank'),
  'de/ueber-uns.html': page('de', 'Über die Bank'),
  'fr.html': page('fr', 'Bienvenue banque privée'),
  'fr/blog/epargne.html': page('fr', 'Épargne expliquée'),
  'it.html': page('it', 'Benvenuti banca privata'),
};

const roots: string[] = [];
async function writeSite(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'velora-search-'));
  roots.push(root);
  for (const [path, html] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), html);
  }
  return root;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The index Pagefind writes for the whole site in one go, less its search interfaces: what the
 * batches must equal.
 */
async function indexInOneGo(root: string, output: string, maxFragments = maxFragmentsPerLanguage) {
  const { index } = await pagefind.createIndex({ ...indexOptions, maxFragments });
  await index!.addDirectory({ path: root });
  await index!.writeFiles({ outputPath: output });
  await pagefind.close();
  const written = await readdir(output);
  // Pagefind still writes every bundle the build deletes (a new version may rename them).
  expect(written).toEqual(expect.arrayContaining([...unusedBundles]));
  for (const name of unusedBundles) await rm(join(output, name));
}

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  anchors: { element: string; id: string; text: string }[];
}

/**
 * Every result Pagefind wrote under `output` (in the fragment files `names` lists, all by default),
 * single fragment files and bundles alike.
 */
async function readFragments(output: string, names?: readonly string[]): Promise<Fragment[]> {
  const files = await Promise.all(
    (names ?? (await readdir(join(output, 'fragment')))).map(async (name) => {
      const text = gunzipSync(await readFile(join(output, 'fragment', name))).toString('utf8');
      const parsed = JSON.parse(text.slice(text.indexOf('{'))) as Fragment | Record<string, Fragment>;
      return 'url' in parsed ? [parsed as Fragment] : Object.values(parsed as Record<string, Fragment>);
    }),
  );
  return files.flat().sort((a, b) => a.url.localeCompare(b.url));
}

afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

describe('buildSearchIndex', () => {
  it('writes, language by language, the very files of one index of the whole site', async () => {
    const root = await writeSite(site);
    const reference = await mkdtemp(join(tmpdir(), 'velora-search-ref-'));
    roots.push(reference);
    await indexInOneGo(root, reference);

    const output = join(root, 'pagefind');
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) };
    expect(await buildSearchIndex(root, output, logger as never)).toBe(Object.keys(site).length);
    expect(warnings).toEqual([]);
    expect(await listFiles(output)).toEqual(await listFiles(reference));
    // What the site's search loads is there; the interfaces it never loads are not.
    const files = await readdir(output);
    expect(files).toEqual(
      expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']),
    );
    expect(files.filter((name) => name.startsWith('wasm.'))).not.toEqual([]);
    expect(files.filter((name) => unusedBundles.includes(name))).toEqual([]);
    const entry = JSON.parse(await readFile(join(output, 'pagefind-entry.json'), 'utf8'));
    expect(entry).toEqual(JSON.parse(await readFile(join(reference, 'pagefind-entry.json'), 'utf8')));
    expect(Object.keys(entry.languages)).toEqual(['de', 'en', 'fr', 'it']);
    expect(entry.languages.en.page_count).toBe(4);
    expect(entry.languages.fr.page_count).toBe(2);
  });

  it('bundles the fragments of a language with more pages than the limit, the same as one index', async () => {
    const articles = Object.fromEntries(
      Array.from({ length: 9 }, (_, n) => [
        `blog/article-${n}.html`,
        page('en', `Article ${n} about pensions`),
      ]),
    );
    const root = await writeSite({ ...site, ...articles });
    const reference = await mkdtemp(join(tmpdir(), 'velora-search-ref-'));
    roots.push(reference);
    await indexInOneGo(root, reference, 3);

    const output = join(root, 'pagefind');
    await buildSearchIndex(root, output, undefined, { maxFragments: 3 });
    expect(await listFiles(output)).toEqual(await listFiles(reference));
    const fragments = await readdir(join(output, 'fragment'));
    const english = fragments.filter((name) => name.startsWith('en_'));
    // 13 English pages in at most 3 files, which hold every one of them.
    expect(english.length).toBeGreaterThan(0);
    expect(english.length).toBeLessThanOrEqual(3);
    const urls = (await readFragments(output, english)).map((fragment) => fragment.url);
    const englishPages = [
      'about-us.html',
      'blog/savings.html',
      'blog/savings/more.html',
      ...Object.keys(articles),
    ];
    expect(urls.sort()).toEqual(['/', ...englishPages.map((path) => `/${path}`)].sort());
    // German has two pages, under the limit: one file each, as without it.
    expect(fragments.filter((name) => name.startsWith('de_'))).toHaveLength(2);
  });

  it('reads only the part marked for indexing: the page around it changes no result', async () => {
    const main = (title: string, body: string) =>
      `<main id="main" data-pagefind-body data-pagefind-default-meta="title:${title}">${body}</main>`;
    const bare = (title: string, body: string) =>
      `<!doctype html><html lang="en"><head><title>${title} | Velora</title></head><body>${main(title, body)}</body></html>`;
    // What the layout puts around <main>: ids, a heading, links, images (the footer's logo came
    // after the page's <h1> and was every result's image without one of its own).
    const dressed = (title: string, body: string) =>
      `<!doctype html><html lang="en"><head><title>${title} | Velora</title></head><body>` +
      `<section id="cookie-banner"><h2 id="cookie-title">Your privacy</h2><p>Cookies text</p></section>` +
      `<header><nav id="nav"><a href="/">Home</a></nav><img src="/brand/logo.svg" alt="Velora"></header>` +
      main(title, body) +
      `<footer><h2 id="footer">Footer</h2><img src="/brand/moneyland.svg" alt="Moneyland"></footer>` +
      `<template><dialog id="search"><h1>Search the site</h1></dialog></template></body></html>`;
    const pages = {
      'index.html': [
        'Private banking',
        '<h1>Private banking</h1><h2 id="fees">Fees</h2><p>No fees on savings.</p>',
      ],
      'savings.html': [
        'Savings',
        '<h1>Savings <em>explained</em></h1><p>Interest every month.</p><img src="/savings.jpg" alt="A jar">',
      ],
      // No <h1> of its own: titled by its visible title (default meta), not by a heading elsewhere.
      'untitled.html': ['Pillar 3a: the basics', '<h2 id="basics">Basics</h2><p>Tax-deductible saving.</p>'],
    } as const;
    const withEach = async (wrap: typeof bare) => {
      const root = await writeSite(
        Object.fromEntries(Object.entries(pages).map(([path, [title, body]]) => [path, wrap(title, body)])),
      );
      await buildSearchIndex(root, join(root, 'pagefind'));
      return readFragments(join(root, 'pagefind'));
    };
    const plain = await withEach(bare);
    expect(await withEach(dressed)).toEqual(plain);
    const byUrl = Object.fromEntries(plain.map((fragment) => [fragment.url, fragment]));
    expect(byUrl['/']?.meta).toEqual({ title: 'Private banking' });
    expect(byUrl['/']?.content).toBe('Private banking. Fees. No fees on savings.');
    expect(byUrl['/']?.anchors.map((anchor) => anchor.id)).toEqual(['fees']);
    expect(byUrl['/savings.html']?.meta).toEqual({
      title: 'Savings explained',
      image: '/savings.jpg',
      image_alt: 'A jar',
    });
    expect(byUrl['/untitled.html']?.meta).toEqual({ title: 'Pillar 3a: the basics' });
  });

  it('indexes in one go, losing no page, when a page’s language is not its path’s', async () => {
    const root = await writeSite({ ...site, 'stray.html': page('de', 'Verirrte Seite') });
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) };
    const output = join(root, 'pagefind');
    await buildSearchIndex(root, output, logger as never);
    expect(warnings).toEqual(['search index: the site does not split by language; indexing it in one go']);
    expect((await readdir(output)).filter((name) => unusedBundles.includes(name))).toEqual([]);
    const entry = JSON.parse(await readFile(join(output, 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages.de.page_count).toBe(3);
    expect(entry.languages.en.page_count).toBe(4);
  });
});
