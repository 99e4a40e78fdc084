import { expect, test } from '@playwright/test';
import { answerConsent, getChromePages, waitForBootstrap } from '../chrome/chrome-fixtures.ts';

// Visual review, not a test: run by `node scripts/screenshots.mjs` (VISUAL_REVIEW=1), never by
// `npm test`. Writes the chrome's screenshots to screenshots/ (git-ignored) for a person to look
// at: header closed and open, footer, cookie banner and settings, at both widths, in en and de.
// Screenshots are taken with animations finished (`animations: 'disabled'`), not after a sleep.
for (const lang of ['en', 'de'] as const) {
  for (const width of [390, 1280]) {
    test(`screenshots ${lang} at ${width} px`, async ({ page, context, baseURL }) => {
      const shot = (name: string) =>
        page.screenshot({ path: `screenshots/chrome-${lang}-${width}-${name}.png`, animations: 'disabled' });
      await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
      const { blogPost } = await getChromePages(lang);
      await page.goto(blogPost);
      await expect(page.locator('[data-consent-banner]')).toBeVisible();
      await shot('cookie-banner');
      await page.locator('[data-consent-banner] [data-modal="cookies-settings"]').click();
      await page.locator('dialog[data-consent-settings] summary').click();
      await shot('cookie-settings');

      await context.clearCookies();
      await answerConsent(context, baseURL);
      await page.goto(blogPost);
      await waitForBootstrap(page);
      await page.mouse.move(width / 2, 700);
      await shot('header-closed');
      if (width < 1024) {
        await page.locator('[data-menu-open]').click();
        await page.locator('dialog[data-mobile-menu] [data-disclosure-button]').first().click();
      } else {
        await page.locator('.site-nav [data-disclosure-button]').first().hover();
      }
      await expect(page.locator('[data-disclosure-button][aria-expanded="true"]').first()).toBeVisible();
      await shot('header-open');
      await page.keyboard.press('Escape');
      await page.mouse.move(width / 2, 700);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(page.locator('footer')).toBeInViewport();
      await shot('footer');
      // The whole footer in one picture: the sticky header would otherwise be stitched into it.
      await page
        .locator('[data-site-header]')
        .evaluate((header) => ((header as HTMLElement).style.position = 'static'));
      await page
        .locator('footer')
        .screenshot({ path: `screenshots/chrome-${lang}-${width}-footer-full.png`, animations: 'disabled' });
    });
  }
}
