import type { PageProps } from '../templates/types.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { RichText } from '../content/rich-text/RichText.tsx';
import { getButtonClassName } from '../ui/button-class.ts';
import { buildFooterGroups } from './site-links.ts';
import SocialLinks from './SocialLinks.tsx';
import { StoreBadges } from './StoreBadges.tsx';
import './SiteFooter.css';

/** `text` split so that `token` is a part of its own: ("© {year} X", "{year}") -> ["© ", "{year}", " X"]. */
function splitAround(text: string, token: string): string[] {
  return text.split(token).flatMap((part, index) => (index === 0 ? [part] : [token, part]));
}

/** The footer-type block is left out on pages under this path segment (SPEC section 2). */
export const footerlessSegment = 'wealth-management-advice';

/** Whether `entry`'s footer has its main part (the link columns, newsletter and app badges). */
function showsMain(entry: PageProps['entry']): boolean {
  return !entry.path.split('/').includes(footerlessSegment);
}

/**
 * Everything of the page its footer shows: its language, whether the main part is there, and
 * which of its links is the page itself. Two pages with the same key get the same footer (the
 * layout renders it once per key: src/layouts/render-once.ts).
 */
export function footerKey({ entry, content }: PageProps): string {
  const { lang } = entry;
  if (!showsMain(entry)) return `${lang} short`;
  const current = buildFooterGroups(content.languages[lang].config.content, lang)
    .flatMap((group) => group.links)
    .find((link) => link.href === entry.path);
  return `${lang} main ${current?.href ?? ''}`;
}

/**
 * The site footer (SPEC section 2, "Footer links"): the CMS link columns with the newsletter prompt
 * and app-store badges (left out on wealth-management-advice pages), then social links, the
 * comparison site, cookie settings, office address, VAT lines, the disclaimer and the copyright.
 */
export default function SiteFooter({ entry, content }: PageProps) {
  const { lang } = entry;
  const t = getTranslator(lang);
  const { site } = content;
  const config = content.languages[lang].config.content;
  const showMain = showsMain(entry);
  const newTab = t('site.newTab');
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const place = lang === 'en' ? site.office : site.office.translations[lang];
  const buildYear = new Date().getFullYear();
  return (
    <footer className="site-footer" data-site-footer>
      <h2 className="visually-hidden">{t('footer.title')}</h2>
      <div className="container">
        {showMain && (
          <div className="site-footer__main">
            <div className="site-footer__intro">
              <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
                <h3 id="footer-newsletter">{config.newsletter_title || t('footer.newsletterTitle')}</h3>
                <p>{config.newsletter_text || t('footer.newsletterText')}</p>
                <button
                  type="button"
                  className={getButtonClassName('fillLilac', 'small')}
                  data-modal="subscribe"
                >
                  {t('footer.newsletterButton')}
                </button>
              </section>
              <div className="site-footer__apps">
                <p className="site-footer__label">{t('footer.appStores')}</p>
                <StoreBadges
                  appStoreUrl={site.appStoreUrl}
                  playStoreUrl={site.playStoreUrl}
                  texts={{
                    appStoreTop: t('footer.appStoreBadgeTop'),
                    appStoreLabel: t('footer.appStoreBadge'),
                    googlePlayTop: t('footer.googlePlayBadgeTop'),
                    googlePlayLabel: t('footer.googlePlayBadge'),
                    newTab,
                  }}
                />
              </div>
            </div>
            <nav className="site-footer__links" aria-label={t('footer.title')}>
              {buildFooterGroups(config, lang).map((group) => (
                <div key={group.id} className="site-footer__group">
                  <h3 id={`footer-group-${group.id}`}>{group.title}</h3>
                  <ul aria-labelledby={`footer-group-${group.id}`}>
                    {group.links.map(({ id, name, ...link }) => (
                      <li key={id}>
                        <a {...link} aria-current={link.href === entry.path ? 'page' : undefined}>
                          {name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          </div>
        )}
        <div className="site-footer__meta">
          <SocialLinks
            social={site.social}
            heading={t('footer.social')}
            newTabLabel={newTab}
            getLabel={(network) => t('footer.followOn', { brand: site.brand, network })}
          />
          <div className="site-footer__comparison">
            <p className="site-footer__label">{t('footer.comparison')}</p>
            <a href={site.comparisonSite.url} {...external}>
              <img
                src="/brand/moneyland.svg"
                alt={`${t('footer.comparisonLogo', { name: site.comparisonSite.name })} (${newTab})`}
                width={120}
                height={28}
              />
            </a>
          </div>
          <button type="button" className="site-footer__cookies" data-modal="cookies-settings">
            {t('consent.settings')}
          </button>
        </div>
        <div className="site-footer__legal">
          <p className="site-footer__label">{t('footer.address')}</p>
          <address>
            <strong>{site.office.companyName}</strong>
            <br />
            {site.office.street}, {site.office.postalCode} {place.city}, {place.country}
            <br />
            <a href={site.directionsUrl} {...external}>
              {t('footer.directions')}
              <span className="visually-hidden"> ({newTab})</span>
            </a>
          </address>
          {site.vatLines.length > 0 && (
            <p className="site-footer__vat">
              {site.vatLines.map((line, index) => (
                <span key={line}>
                  {index > 0 && ' · '}
                  <span className="site-footer__nowrap">{line}</span>
                </span>
              ))}
            </p>
          )}
          <section className="site-footer__disclaimer" aria-label={t('footer.legalNotice')}>
            <RichText doc={config.footer_disclaimer} lang={lang} className="site-footer__disclaimer-text" />
          </section>
          {/* The year is the build's; the always-on bootstrap (current-year.ts) sets the viewer's. */}
          <p className="site-footer__copyright">
            {splitAround(t('footer.copyright', { company: site.legalName }), '{year}').map((part, index) =>
              part === '{year}' ? (
                <span key={index} data-current-year="">
                  {buildYear}
                </span>
              ) : (
                part
              ),
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
