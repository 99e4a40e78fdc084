import type { Language } from '../../i18n/languages.ts';
import { formatLongDate, parseStoryblokDate } from '../../lib/dates.ts';

/**
 * A CMS date as the site writes dates (SPEC section 9: day numeric, month long, year numeric, in
 * Europe/Zurich) inside a `<time>` carrying the exact instant. Nothing for an empty date.
 */
export function DateText({ value, lang, className }: { value: string; lang: Language; className?: string }) {
  const date = parseStoryblokDate(value);
  if (!date) return null;
  return (
    <time className={className} dateTime={date.toISOString()}>
      {formatLongDate(date, lang)}
    </time>
  );
}
