import { z } from 'zod';
import { asset, block, link } from './fields.ts';

export const buttonVariants = [
  'fillPrimaryContent',
  'fillInfo',
  'fillPrimaryBlur',
  'fillLilac',
  'fillDark',
  'strokePrimary',
  'outline',
] as const;
export const buttonSizes = ['standart', 'small'] as const;
/** Button link types (SPEC section 2, "Other"); all but link and download_file open something. */
export const buttonLinkTypes = [
  'link',
  'download_app',
  'download_file',
  'schedule_a_call',
  'shewealth',
  'switch_your_bank',
  'amg_contact',
] as const;

/** The rich-text link block, also used as a button in page blocks. */
export const linkButton = block('link_button', {
  title: z.string().min(1),
  to: link.optional(),
  variant: z.enum(buttonVariants).default('fillPrimaryContent'),
  size: z.enum(buttonSizes).default('standart'),
  type: z.enum(buttonLinkTypes).default('link'),
  file: asset.optional(),
  isShowOnMobileApp: z.boolean().default(false),
});

const tableCell = z.object({ _uid: z.string().optional(), value: z.string().default('') });

export const tableBlock = block('table', {
  table: z.object({
    thead: z.array(tableCell),
    tbody: z.array(z.object({ _uid: z.string().optional(), body: z.array(tableCell) })),
  }),
});

export const calloutBlock = block('callout', {
  title: z.string(),
  text: z.string().default(''),
  link: link.optional(),
  link_title: z.string().optional(),
  background_image: asset.optional(),
});

export const mediaBlock = block('media', {
  media: asset.optional(),
  youtube_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, 'an 11-character YouTube video id')
    .optional(),
  caption: z.string().optional(),
});

export const excerptBlock = block('excerpt', { text: z.string().min(1), author: z.string().optional() });

export const contentNavigationBlock = block('content_navigation', {
  title: z.string(),
  links: z.array(block('content_link', { title: z.string().min(1), anchor: z.string().min(1) })),
});

/** Every block an editor may embed in rich text. Unknown components fail the build. */
export const richTextBlock = z.discriminatedUnion('component', [
  linkButton,
  tableBlock,
  calloutBlock,
  mediaBlock,
  excerptBlock,
  contentNavigationBlock,
]);

export type LinkButton = z.infer<typeof linkButton>;
export type RichTextBlock = z.infer<typeof richTextBlock>;
export type TableBlock = z.infer<typeof tableBlock>;
export type CalloutBlock = z.infer<typeof calloutBlock>;
export type MediaBlock = z.infer<typeof mediaBlock>;
export type ExcerptBlock = z.infer<typeof excerptBlock>;
export type ContentNavigationBlock = z.infer<typeof contentNavigationBlock>;
