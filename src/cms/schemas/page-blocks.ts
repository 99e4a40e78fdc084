import { z } from 'zod';
import { asset, block, richText, storyDate } from './fields.ts';
import { linkButton } from './rich-text-blocks.ts';
import { formBlock } from './form-block.ts';

export const faqItem = block('faq_item', { title: z.string().min(1), text: richText });

const buttons = z.array(linkButton).default([]);

export const heroBlock = block('hero', {
  title: z.string().min(1),
  subtitle: z.string().optional(),
  image: asset.optional(),
  buttons,
});
export const textBlock = block('text_block', { title: z.string().optional(), text: richText });
export const imageTextBlock = block('image_text', {
  title: z.string().min(1),
  text: richText,
  image: asset,
  image_position: z.enum(['left', 'right']).default('right'),
  buttons,
});
export const featureIcons = ['shield', 'chart', 'piggy', 'card', 'globe', 'phone', 'leaf', 'lock'] as const;
export const featureGridBlock = block('feature_grid', {
  title: z.string().min(1),
  subtitle: z.string().optional(),
  items: z.array(
    block('feature', { title: z.string().min(1), text: z.string(), icon: z.enum(featureIcons) }),
  ),
});
export const statsBlock = block('stats', {
  items: z.array(block('stat', { value: z.string().min(1), label: z.string().min(1) })),
});
export const ctaBannerBlock = block('cta_banner', { title: z.string().min(1), text: z.string(), buttons });
export const blogListBlock = block('blog_list', {
  title: z.string(),
  category: z.string().optional(),
  limit: z.coerce.number().int().positive().optional(),
  variant: z.enum(['column', 'row']).default('column'),
});
export const eventListBlock = block('event_list', { title: z.string() });
export const perkListBlock = block('perk_list', { title: z.string() });
export const legalListBlock = block('legal_list', { title: z.string() });
export const faqListBlock = block('faq_list', { title: z.string(), items: z.array(faqItem) });
export const reportListBlock = block('report_list', {
  title: z.string(),
  text: z.string().optional(),
  reports: z.array(block('report', { year: z.coerce.number().int(), title: z.string().min(1), file: asset })),
});
const percent = z.coerce.number().min(0).max(100);
export const costCalculatorBlock = block('cost_calculator', {
  title: z.string(),
  default_amount: z.coerce.number().positive(),
  min_amount: z.coerce.number().nonnegative(),
  max_amount: z.coerce.number().positive(),
  default_years: z.coerce.number().int().positive(),
  max_years: z.coerce.number().int().positive(),
  show_projection: z.boolean().default(false),
  styles: z
    .array(
      block('investment_style', {
        name: z.string().min(1),
        description: z.string().default(''),
        bank_fee_percent: percent,
        typical_fee_percent: percent,
        expected_return_percent: z.coerce.number().min(-100).max(100),
      }),
    )
    .min(1),
});
export const currencyConverterBlock = block('currency_converter', {
  from: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as CHF'),
  to: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR'),
  rate: z.coerce.number().positive(),
  rate_date: storyDate,
  bank_fee_percent: percent,
  typical_fee_percent: percent,
  default_amount: z.coerce.number().positive(),
});
export const contactOptionsBlock = block('contact_options', {
  title: z.string(),
  items: z.array(
    block('contact_option', {
      title: z.string().min(1),
      text: z.string(),
      button: z.union([z.array(linkButton), linkButton]).transform((b) => (Array.isArray(b) ? b : [b])),
    }),
  ),
});

/** Every block a page body may hold. Unknown components fail the build. */
export const pageBlock = z.discriminatedUnion('component', [
  heroBlock,
  textBlock,
  imageTextBlock,
  featureGridBlock,
  statsBlock,
  ctaBannerBlock,
  blogListBlock,
  eventListBlock,
  perkListBlock,
  legalListBlock,
  faqListBlock,
  reportListBlock,
  costCalculatorBlock,
  currencyConverterBlock,
  contactOptionsBlock,
  linkButton,
  formBlock,
]);

export type PageBlock = z.infer<typeof pageBlock>;
export type FaqItem = z.infer<typeof faqItem>;
export type CostCalculatorBlock = z.infer<typeof costCalculatorBlock>;
