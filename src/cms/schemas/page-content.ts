import { z } from 'zod';
import { asset, block, link, richText, seo, storyDate } from './fields.ts';
import { faqItem, pageBlock } from './page-blocks.ts';
import { buttonLinkTypes } from './rich-text-blocks.ts';

const optionalSeo = seo.optional();

export const pageContent = block('page', {
  title: z.string().min(1),
  subtitle: z.string().optional(),
  seo: optionalSeo,
  body: z.array(pageBlock).default([]),
});

export const aboutUsContent = block('about_us', {
  title: z.string().min(1),
  subtitle: z.string().optional(),
  seo: optionalSeo,
  body: z.array(pageBlock).default([]),
  team: z
    .array(block('team_member', { name: z.string().min(1), role: z.string().min(1), image: asset }))
    .default([]),
});

export const articleContent = block('article', {
  header: richText,
  image: asset,
  date: storyDate,
  excerpt: z.string().default(''),
  content: richText,
  seo: optionalSeo,
  isIndexingDisabled: z.boolean().default(false),
});

export const blogPostContent = block('blog_post', {
  title: z.string().min(1),
  date: storyDate,
  categoryId: z.string().regex(/^[a-z0-9-]+$/, 'a category slug such as "savings"'),
  image: asset,
  excerpt: z.string().default(''),
  content: richText,
  ext_link: link.optional(),
  isIndexingDisabled: z.boolean().default(false),
  seo: optionalSeo,
});

export const eventContent = block('event', {
  title: z.string().min(1),
  date: storyDate,
  end_date: storyDate,
  location: z.string().min(1),
  address: z.string().default(''),
  image: asset,
  excerpt: z.string().default(''),
  description: richText,
  registration_link: link.optional(),
  seo: optionalSeo,
});

export const faqContent = block('faq', {
  title: z.string().min(1),
  subtitle: z.string().optional(),
  seo: optionalSeo,
  groups: z.array(block('faq_group', { title: z.string().min(1), items: z.array(faqItem) })).min(1),
});

export const legalContent = block('legal', {
  title: z.string().min(1),
  updated: storyDate,
  body: richText,
  seo: optionalSeo,
});

export const perkContent = block('perk', {
  title: z.string().min(1),
  partner: z.string().min(1),
  offer: z.string().min(1),
  image: asset,
  excerpt: z.string().default(''),
  description: richText,
  link: link.optional(),
  seo: optionalSeo,
});

export const categoryContent = block('category', {
  name: z.string().min(1),
  description: z.string().default(''),
  // SPEC section 3: order defaults to 99; Storyblok number fields arrive as text.
  order: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().default(99)),
});

const localizedText = z.string().default('');

export const navEntry = block('nav_entry', {
  name: localizedText,
  link,
  label: z.string().optional(),
  subtext: z.string().optional(),
});
export const navGroup = block('nav_group', { name: localizedText, entries: z.array(navEntry).default([]) });
export const navItem = block('nav_item', {
  name: localizedText,
  link: link.optional(),
  groups: z.array(navGroup).default([]),
});

export const notificationBar = block('notification_bar', {
  isEnabled: z.boolean().default(false),
  text: z.string().default(''),
  backgroundColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'a colour such as #0b1f3a')
    .default('#0b1f3a'),
  link: link.optional(),
  linkType: z.enum(buttonLinkTypes).default('link'),
});

export const configContent = block('config', {
  navigation: z.array(navItem).default([]),
  notification_bar: z
    .union([z.array(notificationBar), notificationBar])
    .transform((v) => (Array.isArray(v) ? v[0] : v))
    .optional(),
  footer_groups: z.array(
    block('footer_group', {
      title: z.string().min(1),
      links: z.array(block('footer_link', { title: z.string().min(1), link })),
    }),
  ),
  footer_disclaimer: richText,
  newsletter_title: z.string().default(''),
  newsletter_text: z.string().default(''),
});

/** Every component a story's content may be. Unknown components fail the build. */
export const storyContent = z.discriminatedUnion('component', [
  pageContent,
  aboutUsContent,
  articleContent,
  blogPostContent,
  eventContent,
  faqContent,
  legalContent,
  perkContent,
  categoryContent,
  configContent,
]);

export type StoryContent = z.infer<typeof storyContent>;
export type PageContent = z.infer<typeof pageContent>;
export type AboutUsContent = z.infer<typeof aboutUsContent>;
export type ArticleContent = z.infer<typeof articleContent>;
export type BlogPostContent = z.infer<typeof blogPostContent>;
export type EventContent = z.infer<typeof eventContent>;
export type FaqContent = z.infer<typeof faqContent>;
export type LegalContent = z.infer<typeof legalContent>;
export type PerkContent = z.infer<typeof perkContent>;
export type CategoryContent = z.infer<typeof categoryContent>;
export type ConfigContent = z.infer<typeof configContent>;
export type NotificationBar = z.infer<typeof notificationBar>;
