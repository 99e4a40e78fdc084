import { z } from 'zod';

/** The envelope of a story as the Storyblok CDN API v2 returns it; content is checked separately. */
export const storyEnvelope = z.object({
  name: z.string(),
  id: z.number(),
  uuid: z.string().min(1),
  slug: z.string().min(1),
  full_slug: z.string().min(1),
  default_full_slug: z.string().nullable().optional(),
  lang: z.string().min(1),
  created_at: z.string(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable().optional(),
  content: z.record(z.string(), z.unknown()),
});

export type StoryEnvelope = z.infer<typeof storyEnvelope>;

/** A raw story as a content source returns it. */
export type RawStory = StoryEnvelope & Record<string, unknown>;
