import type { AboutUsContent, PageContent } from '../../cms/schemas/page-content.ts';
import { PageBlocks, startsWithHero } from '../content/page-blocks/PageBlocks.tsx';
import { PageHero } from './PageHero.tsx';
import type { TemplateProps } from './types.ts';

/**
 * The base page (home, landing pages, list pages, contact, ...): the page hero, then its blocks.
 * When the body opens with a hero block, that hero is the page's title band instead.
 */
export function PageTemplate({ story, context }: TemplateProps<PageContent | AboutUsContent>) {
  const { body, title, subtitle } = story.content;
  const heroIsTitle = startsWithHero(body);
  return (
    <>
      {!heroIsTitle && <PageHero title={title} subtitle={subtitle} />}
      <PageBlocks blocks={body} context={context} heroIsTitle={heroIsTitle} />
    </>
  );
}
