/**
 * How the built site is split for indexing, one batch of pages per language, so that Pagefind
 * holds one language's pages in memory at a time instead of the whole site's (10,000 stories:
 * 280 MB instead of 710 MB at the build's peak). Pagefind writes one index per language anyway,
 * named by the hash of its content: the batches write the same files, byte for byte, as one
 * index of everything, and only `pagefind-entry.json`, which lists the languages, is merged.
 */

/** One entry at the top of the built site. */
export interface RootEntry {
  name: string;
  isDirectory: boolean;
}

/** The pages of one language, as a Pagefind glob relative to the site's root. */
export interface LanguageBatch {
  language: string;
  glob: string;
}

/** Characters with a meaning in a glob: a name holding one is not split (one index of all). */
const GLOB_SPECIAL = /[{}[\]*?,!\\]/;

const alternatives = (parts: string[]) => (parts.length === 1 ? parts[0]! : `{${parts.join(',')}}`);

/**
 * The batches for a site whose `defaultLanguage` lives at the root and every other language under
 * `<language>/` with its home at `<language>.html`. Undefined when the site cannot be split
 * safely (a name a glob would misread, a language's folder that is a file); a language with no
 * page gets no batch.
 */
export function languageBatches(
  entries: readonly RootEntry[],
  languages: readonly string[],
  defaultLanguage: string,
): LanguageBatch[] | undefined {
  if (entries.some((entry) => GLOB_SPECIAL.test(entry.name))) return undefined;
  const prefixed = languages.filter((language) => language !== defaultLanguage);
  const parts = new Map<string, string[]>([defaultLanguage, ...prefixed].map((code) => [code, []]));
  for (const entry of entries) {
    if (entry.name === 'pagefind') continue;
    const language = prefixed.find((code) => entry.name === code || entry.name === `${code}.html`);
    // A language's folder that is a file, or its home page that is a folder: not a site this splits.
    if (language && entry.isDirectory !== (entry.name === language)) return undefined;
    const batch = parts.get(language ?? defaultLanguage)!;
    if (entry.isDirectory) batch.push(`${entry.name}/**/*.html`);
    else if (entry.name.endsWith('.html')) batch.push(entry.name);
  }
  const batches: LanguageBatch[] = [];
  for (const [language, globs] of parts) {
    if (globs.length > 0) batches.push({ language, glob: alternatives(globs) });
  }
  return batches;
}

/** `pagefind-entry.json`: the version, and the index of each language. */
export interface PagefindEntry {
  version: string;
  languages: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The entry of the whole site from the entries each batch wrote, its languages in order.
 * Undefined when two batches wrote the same language (a page whose `<html lang>` is not its
 * path's): the second index replaced the first's pages, so the site must be indexed in one go.
 */
export function mergeEntries(entries: readonly PagefindEntry[]): PagefindEntry | undefined {
  const languages: Record<string, unknown> = {};
  for (const entry of entries) {
    for (const [language, index] of Object.entries(entry.languages)) {
      if (language in languages) return undefined;
      languages[language] = index;
    }
  }
  const last = entries.at(-1) ?? { version: '', languages: {} };
  return {
    ...last,
    languages: Object.fromEntries(
      Object.keys(languages)
        .sort()
        .map((key) => [key, languages[key]]),
    ),
  };
}
