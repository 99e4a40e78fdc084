import type { FaqItem } from '../../cms/schemas/page-blocks.ts';
import { serializeJsonLd } from '../../lib/seo.ts';
import { buildFaqJsonLd } from './faq-json-ld.ts';

/**
 * The FAQPage JSON-LD of the questions on a page. serializeJsonLd escapes `<`, so no question or
 * answer can close the script element.
 */
export function FaqJsonLd({ items }: { items: readonly FaqItem[] }) {
  if (items.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildFaqJsonLd(items)) }}
    />
  );
}
