import type { FaqItem } from '../../cms/schemas/page-blocks.ts';
import type { Language } from '../../i18n/languages.ts';
import { RichText } from '../content/rich-text/RichText.tsx';
import { getEditableAttributes } from '../../lib/storyblok-editable.ts';
import './faq.css';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  lang: Language;
  /**
   * Items sharing a group name are exclusive: opening one closes the other (SPEC section 2, "at
   * most one open at a time"). Use one name per page so the rule holds across every group on it.
   */
  group: string;
}

/** The id of a question on the page: its block id, so a link can open and scroll to it. */
export function getFaqItemId(item: FaqItem): string {
  return `faq-${item._uid}`;
}

/**
 * The FAQ accordion. It works without JavaScript: `<details>` toggles on click, and browsers keep
 * at most one of the same `name` open; faq-accordion.client.ts enforces the same rule where the
 * `name` attribute is not supported and opens the question a link points at.
 */
export function FaqAccordion({ items, lang, group }: FaqAccordionProps) {
  return (
    <div className="faq" data-faq-accordion="">
      {items.map((item) => (
        <details
          key={item._uid}
          className="faq__item"
          id={getFaqItemId(item)}
          name={group}
          {...getEditableAttributes(item)}
        >
          <summary className="faq__question">
            <span>{item.title}</span>
            <svg
              className="faq__icon"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 9l6 6 6-6" />
            </svg>
          </summary>
          <RichText doc={item.text} lang={lang} className="prose faq__answer" />
        </details>
      ))}
    </div>
  );
}
