import { z } from 'zod';

/** The story events that change the published site and so trigger a rebuild. */
export const rebuildActions = ['published', 'unpublished', 'deleted', 'moved'] as const;

/** The part of Storyblok's story webhook body the site reads; other fields are ignored. */
const storyWebhookSchema = z.object({
  action: z.string().min(1).max(64),
  text: z.string().max(2000).optional(),
  space_id: z.union([z.number(), z.string()]).optional(),
  story_id: z.union([z.number(), z.string()]).optional(),
  full_slug: z.string().max(1000).optional(),
});

export type StoryWebhook = z.infer<typeof storyWebhookSchema>;

export type ParsedWebhook =
  { ok: true; webhook: StoryWebhook; rebuild: boolean } | { ok: false; message: string };

/** Parses a webhook body: bad JSON or a body without an `action` is refused with what to fix. */
export function parseStoryWebhook(rawBody: Buffer): ParsedWebhook {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, message: 'The webhook body must be JSON.' };
  }
  const result = storyWebhookSchema.safeParse(json);
  if (!result.success) {
    return { ok: false, message: 'The webhook body must be a Storyblok story event with an "action".' };
  }
  const rebuild = (rebuildActions as readonly string[]).includes(result.data.action);
  return { ok: true, webhook: result.data, rebuild };
}
