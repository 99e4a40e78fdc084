import type { BlogPostContent } from '../../cms/schemas/page-content.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { BlogList } from '../blog/BlogList.tsx';
import { selectPosts } from '../blog/select-posts.ts';
import { DateText } from '../content/DateText.tsx';
import { ResponsiveImage } from '../content/media/ResponsiveImage.tsx';
import { Section } from '../content/page-blocks/Section.tsx';
import { getStoryLinkAttributes } from '../content/story-link.ts';
import { LongFormLayout } from './LongFormLayout.tsx';
import { PageHero } from './PageHero.tsx';
import type { TemplateProps } from './types.ts';

/** How many posts of the same category follow a post. */
const relatedCount = 3;

/**
 * A blog post: category label, title, date and lead, the picture (the LCP image), the text with
 * its table of contents, the original source when there is one, then more posts of its category.
 */
export function BlogPostTemplate({ story, context }: TemplateProps<BlogPostContent>) {
  const { lang, content } = context;
  const t = getTranslator(lang);
  const post = story.content;
  const category = content.languages[lang].categories.find((candidate) => candidate.slug === post.categoryId);
  const source = getStoryLinkAttributes(post.ext_link, lang);
  const related = selectPosts(content.languages[lang].posts, {
    categoryId: post.categoryId,
    excludeUuid: story.uuid,
    limit: relatedCount,
  });
  const eyebrow = category && (
    <a className="category-label" href={getLocalizedPath(`/blog/${category.slug}`, lang)}>
      {category.content.name}
    </a>
  );
  return (
    <article className="long-read">
      <PageHero title={post.title} subtitle={post.excerpt} eyebrow={eyebrow}>
        <p className="page-hero__meta">
          <DateText value={post.date} lang={lang} />
        </p>
      </PageHero>
      {post.image.filename && (
        <div className="container">
          <ResponsiveImage
            src={post.image.filename}
            alt={post.image.alt ?? ''}
            className="long-read__image"
            sizes="(min-width: 1200px) 72rem, 100vw"
            priority
          />
        </div>
      )}
      <LongFormLayout
        doc={post.content}
        context={context}
        after={
          source && (
            <p className="long-read__source">
              <a {...source}>{t('blog.externalSource')}</a>
            </p>
          )
        }
      />
      {related.length > 0 && (
        <Section title={t('blog.related')} className="long-read__related">
          <BlogList
            posts={related}
            content={content}
            lang={lang}
            variant="column"
            emptyText={t('blog.noPosts')}
          />
        </Section>
      )}
    </article>
  );
}
