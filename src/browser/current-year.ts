/**
 * The copyright line shows the year in which the page is viewed (SPEC section 2, footer): the
 * build writes its own year as the fallback for visitors without JavaScript, this corrects it.
 */
export function initCurrentYear(now: Date = new Date()): void {
  const year = String(now.getFullYear());
  for (const element of document.querySelectorAll<HTMLElement>('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year;
  }
}
