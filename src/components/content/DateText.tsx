import type { Language } from '../../i18n/languages.ts';
import { formatLongDate, parseStoryblokDate } from '../../lib/dates.ts';

/** A date's `<time>` attribute and text, or undefined for a value that is not a date. */
type Written = { dateTime: string; text: string } | undefined;

/**
 * What each language and CMS value has given so far: a build writes the same few thousand dates
 * on many pages (every list of posts and events), and parsing and formatting each again took about
 * half a second of the 10,000-story build's rendering in a CPU profile. Cleared when large, so a
 * long-running preview never grows it without bound.
 */
const written = new Map<string, Written>();
const maxWritten = 20_000;

function write(value: string, lang: Language): Written {
  const key = `${lang} ${value}`;
  if (written.has(key)) return written.get(key);
  const date = parseStoryblokDate(value);
  const result = date && { dateTime: date.toISOString(), text: formatLongDate(date, lang) };
  if (written.size >= maxWritten) written.clear();
  written.set(key, result);
  return result;
}

/**
 * A CMS date as the site writes dates (SPEC section 9: day numeric, month long, year numeric, in
 * Europe/Zurich) inside a `<time>` carrying the exact instant. Nothing for an empty date.
 */
export function DateText({ value, lang, className }: { value: string; lang: Language; className?: string }) {
  const date = write(value, lang);
  if (!date) return null;
  return (
    <time className={className} dateTime={date.dateTime}>
      {date.text}
    </time>
  );
}
