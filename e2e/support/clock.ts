import type { Page } from '@playwright/test';

/**
 * Puts the page's timers on Playwright's clock and stops it: from here on the page's time moves
 * only with `page.clock.runFor(ms)`, so a delay is tested exactly, however loaded the machine.
 * (`clock.install()` alone lets time flow on.) Call it before `goto` to control load-time timers.
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}
