import type { PageEntry, SiteContent } from '../../cms/index.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { PageHero } from './PageHero.tsx';

/** Pages worth offering to someone who is lost, when the site has them. */
const popularSlugs = ['blog', 'bank', 'investment', 'faq', 'contact'];

/**
 * The 404 page (one per language) and the 500 fallback: what happened, the way home and, for a
 * missing page, a few popular pages of the site in the same language.
 */
export function ErrorTemplate({ entry, content }: { entry: PageEntry; content: SiteContent }) {
  const t = getTranslator(entry.lang);
  const isNotFound = entry.kind === 'not-found';
  const pages = content.languages[entry.lang].pages;
  const popular = isNotFound
    ? popularSlugs.flatMap((slug) => {
        const page = pages.find((candidate) => candidate.slug === slug && candidate.kind === 'story');
        const title = page?.story && 'title' in page.story.content ? page.story.content.title : undefined;
        return page && title ? [{ path: page.path, title }] : [];
      })
    : [];
  return (
    <>
      <PageHero
        title={t(isNotFound ? 'notFound.title' : 'serverError.title')}
        subtitle={t(isNotFound ? 'notFound.text' : 'serverError.text')}
      >
        <p className="page-hero__actions">
          <ButtonLink href={getLocalizedPath('/', entry.lang)}>
            {t(isNotFound ? 'notFound.back' : 'serverError.back')}
          </ButtonLink>
        </p>
      </PageHero>
      {popular.length > 0 && (
        <section className="container error-page__popular" aria-labelledby="popular-pages">
          <h2 id="popular-pages">{t('errorPage.popular')}</h2>
          <ul>
            {popular.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
