import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';
import { defaultLanguage, languages } from '../../lib/languages.ts';
import { languageBatches, mergeEntries, type LanguageBatch, type PagefindEntry } from './language-batches.ts';

const ENTRY_FILE = 'pagefind-entry.json';

/** Indexes the pages `glob` selects under `root` (all HTML when absent) into `output`. */
async function indexPages(root: string, output: string, glob?: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({});
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
): Promise<number | undefined> {
  const entries: PagefindEntry[] = [];
  let pages = 0;
  for (const batch of batches) {
    await rm(join(output, ENTRY_FILE), { force: true });
    pages += await indexPages(root, output, batch.glob);
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

/** Indexes the built site at `root` into `output`; returns the pages indexed. */
export async function buildSearchIndex(
  root: string,
  output: string,
  logger?: AstroIntegrationLogger,
): Promise<number> {
  await rm(output, { recursive: true, force: true });
  try {
    const entries = await readdir(root, { withFileTypes: true });
    const batches = languageBatches(
      entries.map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() })),
      languages,
      defaultLanguage,
    );
    const byLanguage = batches ? await indexByLanguage(root, output, batches) : undefined;
    if (byLanguage !== undefined) return byLanguage;
    logger?.warn('search index: the site does not split by language; indexing it in one go');
    return await indexPages(root, output);
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
