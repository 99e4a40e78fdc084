import { formatLocales, type Language } from '../../i18n/languages.ts';

/** A percentage as the page's language writes it, up to 2 decimals: "0.75%", "0,75 %", "0,75 %". */
export function formatPercent(value: number, lang: Language): string {
  return new Intl.NumberFormat(formatLocales[lang], { style: 'percent', maximumFractionDigits: 4 }).format(
    value / 100,
  );
}

/** "1 year" or "{n} years" in the page's language, from the two templates given. */
export function formatYears(years: number, one: string, many: string): string {
  return years === 1 ? one : many.replace('{n}', String(years));
}
