import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';
import { defaultLanguage, languages } from '../../lib/languages.ts';
import { languageBatches, mergeEntries, type LanguageBatch, type PagefindEntry } from './language-batches.ts';

const ENTRY_FILE = 'pagefind-entry.json';

/**
 * Fragment files (a result's title, URL and text) Pagefind writes per language at most. Pagefind
 * writes one per page by default, 11,644 for the 10,000-story benchmark; above this limit it
 * bundles several pages' fragments into one file, which a result loads whole and the browser
 * keeps. At 250 the benchmark's index is 1,134 files instead of 11,806, its fragments 1.2 MB
 * instead of 5.8 MB (one gzip stream per file), and a bundle about 1.5 KB against 0.5 KB for one
 * page's fragment: ten Italian results for "pension" loaded four bundles, 6.2 KB. Creating the files
 * was most of the indexing's system time: 6.5 to 10 s of it against 1.3 to 2 s, on a file system
 * slow to create files just after many were deleted (README, Benchmarks). A site with fewer
 * pages per language is indexed one file per page, as before.
 */
export const maxFragmentsPerLanguage = 250;

/**
 * How Pagefind reads a page. `rootSelector`: only the part the layout marks for indexing
 * (`data-pagefind-body` on `<main>`); by default Pagefind walks every element of the page, the
 * header, the footer and the dialogs (85 % of a blog post's bytes) included, only to drop them.
 * Its index holds the same results either way (text, titles, anchors, URLs: every German fragment
 * of the 10,000-story benchmark compared), for about a quarter less of its CPU (German, 2,913
 * pages: 3.2-3.3 s against 4.3-4.5 s; the build's whole index step took 7.4-8.1 s against
 * 9.5-9.8 s, alternating runs). One thing changes, for the better: a page without an image in its
 * main content no longer gets the footer's logo as its result image. A page's title is the first
 * `<h1>` of its main content, as before; `data-pagefind-default-meta` on `<main>` (BaseLayout)
 * gives its visible title when that has none, where Pagefind took `<title>`.
 */
export const indexOptions = { rootSelector: '[data-pagefind-body]' } as const;

/**
 * Pagefind's ready-made search interfaces and its highlighter, which `writeFiles` writes beside
 * the index. The site loads only `pagefind.js` (which loads `pagefind-worker.js`, the WebAssembly
 * and the index) from its own search dialog (src/browser/search/), so these 433 KB are deleted
 * once the index is written: no build compresses them (brotli 11 and gzip 9: 0.54 s of CPU at the
 * build's end) and no deploy carries them.
 */
export const unusedBundles: readonly string[] = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

async function deleteUnusedBundles(output: string): Promise<void> {
  await Promise.all(unusedBundles.map((name) => rm(join(output, name), { force: true })));
}

/** Indexes the pages `glob` selects under `root` (all HTML when absent) into `output`. */
async function indexPages(
  root: string,
  output: string,
  glob: string | undefined,
  maxFragments: number,
): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ ...indexOptions, maxFragments });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory(glob ? { path: root, glob } : { path: root });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await index.deleteIndex();
  }
}

/**
 * One batch per language, in turn (`language-batches.ts`), then one entry file listing them
 * all. Returns undefined, having written nothing that stays, when the batches overlap.
 */
async function indexByLanguage(
  root: string,
  output: string,
  batches: readonly LanguageBatch[],
  maxFragments: number,
): Promise<number | undefined> {
  const entries: PagefindEntry[] = [];
  let pages = 0;
  for (const batch of batches) {
    await rm(join(output, ENTRY_FILE), { force: true });
    pages += await indexPages(root, output, batch.glob, maxFragments);
    const entry = await readFile(join(output, ENTRY_FILE), 'utf8').catch(() => undefined);
    if (entry !== undefined) entries.push(JSON.parse(entry) as PagefindEntry);
  }
  const merged = mergeEntries(entries);
  if (!merged) {
    await rm(output, { recursive: true, force: true });
    return undefined;
  }
  await writeFile(join(output, ENTRY_FILE), JSON.stringify(merged));
  return pages;
}

/**
 * Indexes the built site at `root` into `output`; returns the pages indexed. `maxFragments`:
 * fragment files per language at most (`maxFragmentsPerLanguage`).
 */
export async function buildSearchIndex(
  root: string,
  output: string,
  logger?: AstroIntegrationLogger,
  { maxFragments = maxFragmentsPerLanguage }: { maxFragments?: number } = {},
): Promise<number> {
  await rm(output, { recursive: true, force: true });
  try {
    const entries = await readdir(root, { withFileTypes: true });
    const batches = languageBatches(
      entries.map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() })),
      languages,
      defaultLanguage,
    );
    let pages = batches ? await indexByLanguage(root, output, batches, maxFragments) : undefined;
    if (pages === undefined) {
      logger?.warn('search index: the site does not split by language; indexing it in one go');
      pages = await indexPages(root, output, undefined, maxFragments);
    }
    await deleteUnusedBundles(output);
    return pages;
  } finally {
    await pagefind.close();
  }
}

/**
 * Site search (Pagefind): after every build, indexes the built pages into `pagefind/` beside
 * them, one index per language (taken from each page's `<html lang>`). Only the part of a page
 * marked `data-pagefind-body` is indexed (the layout marks `<main>` of indexable pages), so the
 * navigation, the footer, `noindex` pages and the error pages stay out. A failure fails the build.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'velora:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const output = join(root, 'pagefind');
        const pages = await buildSearchIndex(root, output, logger);
        logger.info(`search index: ${pages} pages into ${output}`);
      },
    },
  };
}
