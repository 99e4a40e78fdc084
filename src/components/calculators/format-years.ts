/** "1 year" or "{n} years" in the page's language, from the two templates given. */
export function formatYears(years: number, one: string, many: string): string {
  return years === 1 ? one : many.replace('{n}', String(years));
}
