import { Fragment } from 'react';
import { getEditableAttributes } from '../../../lib/storyblok-editable.ts';
import type { LinkButton } from '../../../cms/schemas/rich-text-blocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { getButtonAction } from './link-button-action.ts';

export interface LinkButtonBlockProps {
  button: LinkButton;
  lang: Language;
  className?: string;
}

/**
 * A CMS button (the rich-text link block, also used in hero, banner and contact blocks) in its
 * variant and size. Hidden in content-only mode unless `isShowOnMobileApp` is set.
 */
export function LinkButtonBlock({ button, lang, className }: LinkButtonBlockProps) {
  const action = getButtonAction(button, lang);
  if (!action) return null;
  return (
    <ButtonLink
      {...action}
      variant={button.variant}
      size={button.size}
      className={className}
      data-app-hidden={button.isShowOnMobileApp ? undefined : ''}
      {...getEditableAttributes(button)}
    >
      {/* A phone number must not break across lines. */}
      {action.href.startsWith('tel:') ? button.title.replace(/ /g, '\u00a0') : button.title}
    </ButtonLink>
  );
}

/**
 * CMS buttons one after the other, a space between them in the text (the gap on screen is their
 * container's), so search excerpts and copied text do not run their labels together.
 */
export function LinkButtons({ buttons, lang }: { buttons: readonly LinkButton[]; lang: Language }) {
  return buttons.map((button, index) => (
    <Fragment key={button._uid}>
      {index > 0 && ' '}
      <LinkButtonBlock button={button} lang={lang} />
    </Fragment>
  ));
}

/** A row of CMS buttons; nothing when there are none. */
export function LinkButtonGroup({ buttons, lang }: { buttons: readonly LinkButton[]; lang: Language }) {
  if (buttons.length === 0) return null;
  return (
    <div className="button-group">
      <LinkButtons buttons={buttons} lang={lang} />
    </div>
  );
}
