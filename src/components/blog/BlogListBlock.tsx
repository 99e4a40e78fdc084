import { translate } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import type { BlockContext, BlockOf } from '../content/page-blocks/types.ts';
import { Section } from '../content/page-blocks/Section.tsx';
import { BlogList } from './BlogList.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { paginateList } from './list-pagination.ts';
import { Pagination } from './Pagination.tsx';
import { selectPosts } from './select-posts.ts';

/**
 * The `blog_list` page block: the newest posts, of one category or all. With a `limit` it is a
 * teaser that links to the blog; without one it is the full list with the category navigation,
 * paginated when long.
 */
export function BlogListBlock({ block, context }: { block: BlockOf<'blog_list'>; context: BlockContext }) {
  const { lang, content, entry } = context;
  const all = selectPosts(content.languages[lang].posts, { categoryId: block.category });
  const isTeaser = block.limit !== undefined;
  const page = isTeaser ? undefined : paginateList(all, entry, content);
  const posts = page ? page.items : all.slice(0, block.limit);
  const moreHref = getLocalizedPath(block.category ? `/blog/${block.category}` : '/blog', lang);
  return (
    <Section title={block.title} className="blog-list-block">
      {!isTeaser && <CategoryNav content={content} lang={lang} currentId={block.category || undefined} />}
      <BlogList
        posts={posts}
        content={content}
        lang={lang}
        variant={block.variant}
        headingLevel={block.title ? 3 : 2}
        emptyText={translate(lang, 'blog.noPosts')}
      />
      {page && (
        <Pagination current={page.current} count={page.count} getPagePath={page.getPagePath} lang={lang} />
      )}
      {isTeaser && all.length > posts.length && entry.path !== moreHref && (
        <p className="blog-list-block__more">
          <a href={moreHref}>{translate(lang, 'blog.allPosts')}</a>
        </p>
      )}
    </Section>
  );
}
