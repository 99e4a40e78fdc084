import type { PerkContent } from '../../cms/schemas/page-content.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { getLocalizedPath } from '../../lib/links.ts';
import { ResponsiveImage } from '../content/media/ResponsiveImage.tsx';
import { RichText } from '../content/rich-text/RichText.tsx';
import { getStoryLinkAttributes } from '../content/story-link.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { PageHero } from './PageHero.tsx';
import type { TemplateProps } from './types.ts';
import '../content/page-blocks/lists.css';

/** A partner benefit: the offer and partner, title, picture, description and the partner's link. */
export function PerkTemplate({ story, context }: TemplateProps<PerkContent>) {
  const { lang } = context;
  const t = getTranslator(lang);
  const perk = story.content;
  const link = getStoryLinkAttributes(perk.link, lang);
  const eyebrow = (
    <p className="perk-page__meta">
      <span className="perk-badge">{perk.offer}</span>{' '}
      <span>
        {t('perks.partner')}: {perk.partner}
      </span>
    </p>
  );
  return (
    <article className="perk-page">
      <PageHero title={perk.title} subtitle={perk.excerpt} eyebrow={eyebrow}>
        {link && (
          <p className="page-hero__actions">
            <ButtonLink {...link}>{t('perks.visit')}</ButtonLink>
          </p>
        )}
      </PageHero>
      <div className="container perk-page__layout">
        {perk.image.filename && (
          <ResponsiveImage
            src={perk.image.filename}
            alt={perk.image.alt ?? ''}
            className="perk-page__image"
            sizes="(min-width: 1200px) 72rem, 100vw"
            priority
          />
        )}
        <RichText doc={perk.description} lang={lang} />
        <p>
          <a href={getLocalizedPath('/benefits', lang)}>{t('perks.all')}</a>
        </p>
      </div>
    </article>
  );
}
