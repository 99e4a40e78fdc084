import type { PageEntry } from '../../cms/index.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { BlogList } from '../blog/BlogList.tsx';
import { CategoryNav } from '../blog/CategoryNav.tsx';
import { paginateList } from '../blog/list-pagination.ts';
import { Pagination } from '../blog/Pagination.tsx';
import { selectPosts } from '../blog/select-posts.ts';
import type { BlockContext } from '../content/page-blocks/types.ts';
import { PageHero } from './PageHero.tsx';

/**
 * A blog category page (`/blog/{category}`, made from the category story): its name and
 * description, the category navigation, its posts newest first, paginated when long.
 */
export function BlogCategoryTemplate({ entry, context }: { entry: PageEntry; context: BlockContext }) {
  const { lang, content } = context;
  const t = getTranslator(lang);
  const category = content.languages[lang].categories.find(
    (candidate) => candidate.slug === entry.categoryId,
  );
  const posts = selectPosts(content.languages[lang].posts, { categoryId: entry.categoryId });
  const page = paginateList(posts, entry, content);
  return (
    <>
      <PageHero
        title={category?.content.name ?? entry.categoryId ?? ''}
        subtitle={category?.content.description}
      />
      <div className="container list-page">
        <CategoryNav content={content} lang={lang} currentId={entry.categoryId} />
        <BlogList
          posts={page.items}
          content={content}
          lang={lang}
          variant="row"
          headingLevel={2}
          emptyText={t('blog.noPosts')}
        />
        <Pagination current={page.current} count={page.count} getPagePath={page.getPagePath} lang={lang} />
      </div>
    </>
  );
}
