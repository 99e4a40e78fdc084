import type { SiteContent } from '../../cms/index.ts';
import type { Language } from '../../i18n/languages.ts';
import { translate } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';

export interface CategoryNavProps {
  content: SiteContent;
  lang: Language;
  /** The category being shown; undefined on the page of all posts. */
  currentId: string | undefined;
}

/**
 * Links to all posts and to each category, in the categories' `order` (default 99, SPEC
 * section 3), the current one marked for assistive technology.
 */
export function CategoryNav({ content, lang, currentId }: CategoryNavProps) {
  const categories = content.languages[lang].categories;
  if (categories.length === 0) return null;
  const link = (path: string, label: string, current: boolean) => (
    <li key={path}>
      <a
        href={getLocalizedPath(path, lang)}
        className="category-nav__link"
        aria-current={current ? 'page' : undefined}
      >
        {label}
      </a>
    </li>
  );
  return (
    <nav className="category-nav" aria-label={translate(lang, 'blog.categories')}>
      <ul className="category-nav__list">
        {link('/blog', translate(lang, 'blog.allPosts'), currentId === undefined)}
        {categories.map((category) =>
          link(`/blog/${category.slug}`, category.content.name, category.slug === currentId),
        )}
      </ul>
    </nav>
  );
}
