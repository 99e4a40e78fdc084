import type { Story, SiteContent } from '../../cms/index.ts';
import type { BlogPostContent } from '../../cms/schemas/page-content.ts';
import type { Language } from '../../i18n/languages.ts';
import { BlogCard, type BlogCardVariant } from './BlogCard.tsx';
import './blog.css';

export interface BlogListProps {
  posts: readonly Story<BlogPostContent>[];
  content: SiteContent;
  lang: Language;
  variant: BlogCardVariant;
  headingLevel?: 2 | 3 | undefined;
  /** Shown when there are no posts. */
  emptyText: string;
}

/** Blog cards as a list: a grid of columns, or one post per row with its excerpt. */
export function BlogList({ posts, content, lang, variant, headingLevel, emptyText }: BlogListProps) {
  if (posts.length === 0) return <p className="blog-list__empty">{emptyText}</p>;
  const names = new Map(
    content.languages[lang].categories.map((category) => [category.slug, category.content.name]),
  );
  return (
    <ul className={`blog-list blog-list--${variant}`}>
      {posts.map((post) => (
        <li key={post.uuid}>
          <BlogCard
            post={post}
            categoryName={names.get(post.content.categoryId) ?? post.content.categoryId}
            lang={lang}
            variant={variant}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
