import type { PageEntry, SiteContent } from '../../cms/index.ts';

/** What every page-level component receives: the page being built and the whole site's content. */
export interface PageProps {
  entry: PageEntry;
  content: SiteContent;
}
