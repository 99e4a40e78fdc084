import type { PageEntry, SiteContent } from '../../../cms/index.ts';
import type { PageBlock } from '../../../cms/schemas/page-blocks.ts';
import type { Language } from '../../../i18n/languages.ts';

/** What a page block may need besides its own fields: the page, the language and the site's content. */
export interface BlockContext {
  entry: PageEntry;
  lang: Language;
  content: SiteContent;
  /** One id factory per page, shared by every rich text on it, so heading ids never repeat. */
  makeHeadingId: (text: string) => string;
}

/** The fields of one page block type, e.g. `BlockOf<'hero'>`. */
export type BlockOf<C extends PageBlock['component']> = Extract<PageBlock, { component: C }>;
