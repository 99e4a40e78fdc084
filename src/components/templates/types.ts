import type { PageEntry, SiteContent, Story } from '../../cms/index.ts';
import type { StoryContent } from '../../cms/schemas/page-content.ts';
import type { BlockContext } from '../content/page-blocks/types.ts';

/** What every page-level component receives: the page being built and the whole site's content. */
export interface PageProps {
  entry: PageEntry;
  content: SiteContent;
}

/** What a story template receives: its story with the content typed, and the page's block context. */
export interface TemplateProps<C extends StoryContent> {
  story: Story<C>;
  context: BlockContext;
}
