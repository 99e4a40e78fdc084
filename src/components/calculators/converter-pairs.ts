import type { LanguageContent } from '../../cms/index.ts';

/** Where the converter pages live (SPEC route /bank/currency-converter/{uid}). */
export const converterFolder = 'bank/currency-converter/';

/** A converter page of the site: its slug and the pair it converts. */
export interface ConverterPair {
  slug: string;
  from: string;
  to: string;
}

/** Every currency pair page in a language, in the order of their pairs ("CHF-EUR" before "CHF-USD"). */
export function getConverterPairs(content: LanguageContent): ConverterPair[] {
  const pairs: ConverterPair[] = [];
  for (const story of content.stories) {
    if (!story.fullSlug.startsWith(converterFolder) || story.content.component !== 'page') continue;
    const block = story.content.body.find((candidate) => candidate.component === 'currency_converter');
    if (block?.component === 'currency_converter')
      pairs.push({ slug: story.fullSlug, from: block.from, to: block.to });
  }
  return pairs.sort((a, b) => `${a.from}-${a.to}`.localeCompare(`${b.from}-${b.to}`));
}
