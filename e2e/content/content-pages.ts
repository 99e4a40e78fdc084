import type { PageEntry, SiteContent } from '../../src/cms/index.ts';
import type { PageBlock } from '../../src/cms/schemas/page-blocks.ts';
import type { Language } from '../../src/i18n/languages.ts';

/** The first page of `lang` that passes `test`; fails with what the content lacks. */
export function findPage(content: SiteContent, lang: Language, what: string, test: (page: PageEntry) => boolean): PageEntry {
  const page = content.languages[lang].pages.find(test);
  if (!page) throw new Error(`The content has no ${what} in ${lang}; the content specs need one.`);
  return page;
}

/** The first block of a component in a page's body (pages and about us have block bodies). */
export function getBlock<C extends PageBlock['component']>(page: PageEntry, component: C): Extract<PageBlock, { component: C }> | undefined {
  const c = page.story?.content;
  if (c?.component !== 'page' && c?.component !== 'about_us') return undefined;
  return c.body.find((block): block is Extract<PageBlock, { component: C }> => block.component === component);
}

/** True when a page's body holds a block of this component. */
export function hasBlock(page: PageEntry, component: PageBlock['component']): boolean {
  return getBlock(page, component) !== undefined;
}

/** The component of a page's story, or its kind for generated pages. */
export function templateOf(page: PageEntry): string {
  return page.story?.content.component ?? page.kind;
}
