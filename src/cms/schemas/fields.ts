import { z } from 'zod';

/** Storyblok date-time text in UTC, e.g. "2026-03-02 09:00" (seconds optional). */
export const storyDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'a Storyblok date such as "2026-03-02 09:00" (UTC)');

/** An asset field; `filename` is "" when the editor chose no file. */
export const asset = z.object({
  id: z.union([z.number(), z.null()]).optional(),
  filename: z.string(),
  alt: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  focus: z.string().nullable().optional(),
  name: z.string().optional(),
});

export const linkTypes = ['story', 'url', 'email', 'asset'] as const;

/** A multilink field. Story links name their target in `cached_url` (full slug, no language). */
export const link = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  url: z.string().optional().default(''),
  linktype: z.enum(linkTypes),
  cached_url: z.string().optional().default(''),
  target: z.enum(['_blank', '_self']).nullable().optional(),
  anchor: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});

export const seo = z.object({
  title: z.string().optional().default(''),
  description: z.string().optional().default(''),
  keywords: z.string().optional().default(''),
  og_image: z.string().optional().default(''),
});

const mark = z.object({
  type: z.enum([
    'bold',
    'italic',
    'underline',
    'strike',
    'code',
    'superscript',
    'subscript',
    'link',
    'highlight',
    'textStyle',
    'anchor',
    'styled',
  ]),
  attrs: z.record(z.string(), z.unknown()).optional(),
});

/** Node types of Storyblok's rich-text JSON that the site renders. */
export const richTextNodeTypes = [
  'doc',
  'paragraph',
  'heading',
  'bullet_list',
  'ordered_list',
  'list_item',
  'blockquote',
  'horizontal_rule',
  'hard_break',
  'image',
  'code_block',
  'text',
  'blok',
  'emoji',
  'table',
  'tableRow',
  'tableCell',
  'tableHeader',
] as const;

export type RichTextMark = z.infer<typeof mark>;

export interface RichTextNode {
  type: (typeof richTextNodeTypes)[number];
  attrs?: Record<string, unknown> | undefined;
  content?: RichTextNode[] | undefined;
  marks?: RichTextMark[] | undefined;
  text?: string | undefined;
}

/** A rich-text node; `blok` bodies are checked separately against the rich-text block schemas. */
export const richTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.enum(richTextNodeTypes),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(richTextNode).optional(),
    marks: z.array(mark).optional(),
    text: z.string().optional(),
  }),
);

export const richText = z.object({ type: z.literal('doc'), content: z.array(richTextNode).default([]) });

export type Asset = z.infer<typeof asset>;
export type Link = z.infer<typeof link>;
export type RichText = z.infer<typeof richText>;

/** Base of every block: a unique `_uid` and its component name. */
export function block<C extends string, S extends z.ZodRawShape>(component: C, shape: S) {
  return z.object({ _uid: z.string().min(1), component: z.literal(component), ...shape });
}
