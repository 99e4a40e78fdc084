import type { PageBlock } from '../../../cms/schemas/page-blocks.ts';
import { BlogListBlock } from '../../blog/BlogListBlock.tsx';
import { CostCalculator } from '../../calculators/CostCalculator.tsx';
import { CurrencyConverter } from '../../calculators/CurrencyConverter.tsx';
import { EventListBlock } from '../../events/EventListBlock.tsx';
import { FaqListBlock } from '../../faq/FaqListBlock.tsx';
import { LinkButtonBlock } from '../blocks/LinkButtonBlock.tsx';
import { FormBlock } from '../../forms/FormBlock.tsx';
import { ContactOptions } from './ContactOptions.tsx';
import { CtaBanner } from './CtaBanner.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { Hero } from './Hero.tsx';
import { ImageText } from './ImageText.tsx';
import { LegalList } from './LegalList.tsx';
import { PerkList } from './PerkList.tsx';
import { ReportList } from './ReportList.tsx';
import { Stats } from './Stats.tsx';
import { TextBlock } from './TextBlock.tsx';
import type { BlockContext } from './types.ts';
import { Editable } from '../Editable.tsx';

function PageBlockView({ block, context, isPageTitle }: { block: PageBlock; context: BlockContext; isPageTitle: boolean }) {
  switch (block.component) {
    case 'hero':
      return <Hero block={block} context={context} isPageTitle={isPageTitle} />;
    case 'text_block':
      return <TextBlock block={block} context={context} />;
    case 'image_text':
      return <ImageText block={block} context={context} />;
    case 'feature_grid':
      return <FeatureGrid block={block} context={context} />;
    case 'stats':
      return <Stats block={block} context={context} />;
    case 'cta_banner':
      return <CtaBanner block={block} context={context} />;
    case 'blog_list':
      return <BlogListBlock block={block} context={context} />;
    case 'event_list':
      return <EventListBlock block={block} context={context} />;
    case 'perk_list':
      return <PerkList block={block} context={context} />;
    case 'legal_list':
      return <LegalList block={block} context={context} />;
    case 'faq_list':
      return <FaqListBlock block={block} context={context} />;
    case 'report_list':
      return <ReportList block={block} context={context} />;
    case 'cost_calculator':
      return <CostCalculator block={block} context={context} />;
    case 'currency_converter':
      return <CurrencyConverter block={block} context={context} />;
    case 'contact_options':
      return <ContactOptions block={block} context={context} />;
    case 'form':
      return <FormBlock block={block} lang={context.lang} siteUrl={context.content.site.siteUrl} />;
    case 'link_button':
      return (
        <div className="container page-button">
          <LinkButtonBlock button={block} lang={context.lang} />
        </div>
      );
  }
}

/**
 * The body of a page, block by block. When `heroIsTitle` is set and the first block is a hero,
 * that hero is the page's `<h1>` and its image the LCP image.
 */
export function PageBlocks({ blocks, context, heroIsTitle }: { blocks: readonly PageBlock[]; context: BlockContext; heroIsTitle: boolean }) {
  return (
    <>
      {blocks.map((block, index) => (
        // A draft block (Visual Editor preview) is marked for the editor; a published one is not.
        <Editable key={block._uid} block={block}>
          <PageBlockView block={block} context={context} isPageTitle={heroIsTitle && index === 0} />
        </Editable>
      ))}
    </>
  );
}

/** True when a page's first block is a hero, which then carries the page title. */
export function startsWithHero(blocks: readonly PageBlock[]): boolean {
  return blocks[0]?.component === 'hero';
}
