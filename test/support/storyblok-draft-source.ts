import type { ContentSource } from '../../src/cms/sources/content-source.ts';
import { createLocalSource } from '../../src/cms/sources/local-source.ts';

/** The headline the draft of the English home page carries (the published one differs). */
/** True for a block's component name; Storyblok's own field parts start with `_`. */
export function isBlock(component: unknown): component is string {
  return typeof component === 'string' && !component.startsWith('_');
}

export const draftHeadline = 'Draft: private banking, reviewed before it goes live';

/**
 * Adds Storyblok's `_editable` marker to every block of a story's content, as drafts have. The
 * parts of a table field (`_table_head`, `_table_row`, `_table_col`) are field values, not blocks.
 */
function markBlocks(value: unknown, storyId: number): unknown {
  if (Array.isArray(value)) return value.map((item) => markBlocks(item, storyId));
  if (!value || typeof value !== 'object') return value;
  const record = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, markBlocks(item, storyId)]),
  ) as Record<string, unknown>;
  if (typeof record['_uid'] === 'string' && isBlock(record['component'])) {
    const identity = { name: record['component'], space: '1234', uid: record['_uid'], id: String(storyId) };
    record['_editable'] = `<!--#storyblok#${JSON.stringify(identity)}-->`;
  }
  return record;
}

/**
 * The draft version of the local content, as Storyblok's CDN serves it with `version=draft`: every
 * block marked `_editable`, and the English home page's hero headline changed.
 */
export function createDraftSource(contentDir = 'content'): ContentSource {
  const published = createLocalSource(contentDir);
  return {
    name: `drafts of ${published.name}`,
    async getStories(lang) {
      const stories = await published.getStories(lang);
      return stories.map((story) => {
        const draft = { ...story, content: markBlocks(story.content, story.id) } as typeof story;
        if (lang === 'en' && story.full_slug === 'home') {
          const body = (draft.content as { body?: { component: string; title?: string }[] }).body ?? [];
          const hero = body.find((block) => block.component === 'hero');
          if (hero) hero.title = draftHeadline;
        }
        return draft;
      });
    },
  };
}
