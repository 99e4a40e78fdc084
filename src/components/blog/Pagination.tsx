import type { Language } from '../../i18n/languages.ts';
import { translate } from '../../i18n/translate.ts';

export interface PaginationProps {
  current: number;
  count: number;
  getPagePath: (n: number) => string;
  lang: Language;
}

/** Page links under a long list: previous, every page number, next. Nothing for a single page. */
export function Pagination({ current, count, getPagePath, lang }: PaginationProps) {
  if (count <= 1) return null;
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, number>) =>
    translate(lang, key, params);
  const pages = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      <ul className="pagination__list">
        {current > 1 && (
          <li>
            <a href={getPagePath(current - 1)} rel="prev">
              {t('blog.previousPage')}
            </a>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <a
              href={getPagePath(n)}
              aria-current={n === current ? 'page' : undefined}
              aria-label={t('blog.page', { n })}
            >
              {n}
            </a>
          </li>
        ))}
        {current < count && (
          <li>
            <a href={getPagePath(current + 1)} rel="next">
              {t('blog.nextPage')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
