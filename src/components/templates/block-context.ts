import type { PageEntry, SiteContent } from '../../cms/index.ts';
import { createHeadingIdFactory } from '../../lib/heading-anchors.ts';
import type { BlockContext } from '../content/page-blocks/types.ts';

/** The context every block of one page shares, with a fresh heading-id factory for the page. */
export function createBlockContext(entry: PageEntry, content: SiteContent): BlockContext {
  return { entry, lang: entry.lang, content, makeHeadingId: createHeadingIdFactory() };
}
