import type { PageEntry } from '../../cms/index.ts';
import { getMediaKind } from '../../lib/media.ts';

/** Interactive parts a page may hold, each with its own small client script. */
export type PageFeature = 'faq' | 'video' | 'cost-calculator' | 'currency-converter';

function visit(value: unknown, found: Set<PageFeature>): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  switch (record['component']) {
    case 'faq':
    case 'faq_list':
      found.add('faq');
      break;
    case 'cost_calculator':
      found.add('cost-calculator');
      break;
    case 'currency_converter':
      found.add('currency-converter');
      break;
    case 'media': {
      const media = record['media'] as { filename?: unknown } | undefined;
      const file = typeof media?.filename === 'string' ? media.filename : '';
      if (record['youtube_id'] || getMediaKind(file) === 'video') found.add('video');
      break;
    }
  }
  for (const child of Object.values(record)) visit(child, found);
}

/**
 * The interactive parts on a page, found by walking its story's blocks and rich text, so a page
 * loads only the scripts it uses (content pages stay within their JavaScript budget).
 */
export function getPageFeatures(entry: PageEntry): Set<PageFeature> {
  const found = new Set<PageFeature>();
  if (entry.story) visit(entry.story.content, found);
  return found;
}
