import { getRichTextPlainText } from '../../cms/page-info.ts';
import type { FaqItem } from '../../cms/schemas/page-blocks.ts';

/** schema.org FAQPage data, as search engines read it. */
export interface FaqPageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: { '@type': 'Question'; name: string; acceptedAnswer: { '@type': 'Answer'; text: string } }[];
}

/** The FAQPage JSON-LD of a list of questions; answers as their plain text. */
export function buildFaqJsonLd(items: readonly FaqItem[]): FaqPageJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: getRichTextPlainText(item.text) },
    })),
  };
}
