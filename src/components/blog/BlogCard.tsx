import type { Story } from '../../cms/index.ts';
import type { BlogPostContent } from '../../cms/schemas/page-content.ts';
import type { Language } from '../../i18n/languages.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { DateText } from '../content/DateText.tsx';
import { ResponsiveImage } from '../content/media/ResponsiveImage.tsx';
import { getPostPath } from './select-posts.ts';

export type BlogCardVariant = 'column' | 'row';

export interface BlogCardProps {
  post: Story<BlogPostContent>;
  /** The category's name in the page's language, shown as a label. */
  categoryName: string;
  lang: Language;
  variant: BlogCardVariant;
  /** The card title's level; 3 under a section's `<h2>`, 2 directly under the page's `<h1>`. */
  headingLevel?: 2 | 3 | undefined;
}

/**
 * A blog post card (SPEC section 2, "Blog"): image, date, title, category label, the link to
 * `/blog/{categoryId}/{slug}`, and the excerpt in the row variant only. The whole card is
 * clickable through the title link, which stays the one link a screen reader meets.
 */
export function BlogCard({ post, categoryName, lang, variant, headingLevel = 3 }: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = post.content.image.filename;
  return (
    <article className={`blog-card blog-card--${variant}`}>
      {image && (
        <ResponsiveImage
          src={image}
          alt=""
          className="blog-card__image"
          aspectRatio={16 / 9}
          sizes={
            variant === 'row'
              ? '(min-width: 768px) 18rem, 100vw'
              : '(min-width: 1024px) 22rem, (min-width: 768px) 50vw, 100vw'
          }
        />
      )}
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="blog-card__category">{categoryName}</span>{' '}
          <DateText value={post.content.date} lang={lang} className="blog-card__date" />
        </p>
        <Heading className="blog-card__title">
          <a href={getLocalizedPath(getPostPath(post), lang)} className="blog-card__link">
            {post.content.title}
          </a>
        </Heading>
        {variant === 'row' && post.content.excerpt && (
          <p className="blog-card__excerpt">{post.content.excerpt}</p>
        )}
      </div>
    </article>
  );
}
