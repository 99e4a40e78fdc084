import { AboutUsTemplate } from './AboutUsTemplate.tsx';
import { ArticleTemplate } from './ArticleTemplate.tsx';
import { createBlockContext } from './block-context.ts';
import { BlogCategoryTemplate } from './BlogCategoryTemplate.tsx';
import { BlogPostTemplate } from './BlogPostTemplate.tsx';
import { ErrorTemplate } from './ErrorTemplate.tsx';
import { EventTemplate } from './EventTemplate.tsx';
import { FaqTemplate } from './FaqTemplate.tsx';
import { LegalTemplate } from './LegalTemplate.tsx';
import { PageTemplate } from './PageTemplate.tsx';
import { PerkTemplate } from './PerkTemplate.tsx';
import type { PageProps } from './types.ts';
import { Editable } from '../content/Editable.tsx';

/**
 * A page: its template, and in a draft (Visual Editor preview) the story's own marker around it,
 * so the editor can select the story's fields that no block holds (title, lead, date).
 */
export default function PageView(props: PageProps) {
  const root = props.entry.kind === 'story' ? props.entry.story?.content : undefined;
  return (
    <Editable block={root ?? {}}>
      <Template {...props} />
    </Editable>
  );
}

/**
 * Chooses the template of a page from its kind and its story's component (SPEC section 2, "Page
 * templates"). Rendered on the server into static HTML; nothing here hydrates.
 */
function Template({ entry, content }: PageProps) {
  const context = createBlockContext(entry, content);
  if (entry.kind === 'blog-category') return <BlogCategoryTemplate entry={entry} context={context} />;
  if (entry.kind !== 'story' || !entry.story) return <ErrorTemplate entry={entry} content={content} />;
  const story = entry.story;
  const c = story.content;
  // Each branch narrows the story to its component, so every template gets its content typed.
  switch (c.component) {
    case 'page':
      return <PageTemplate story={{ ...story, content: c }} context={context} />;
    case 'about_us':
      return <AboutUsTemplate story={{ ...story, content: c }} context={context} />;
    case 'article':
      return <ArticleTemplate story={{ ...story, content: c }} context={context} />;
    case 'blog_post':
      return <BlogPostTemplate story={{ ...story, content: c }} context={context} />;
    case 'event':
      return <EventTemplate story={{ ...story, content: c }} context={context} />;
    case 'faq':
      return <FaqTemplate story={{ ...story, content: c }} context={context} />;
    case 'legal':
      return <LegalTemplate story={{ ...story, content: c }} context={context} />;
    case 'perk':
      return <PerkTemplate story={{ ...story, content: c }} context={context} />;
    case 'category':
    case 'config':
      throw new Error(
        `Story "${story.fullSlug}" is a ${c.component} (data, not a page); the route table should not have routed it.`,
      );
  }
}
