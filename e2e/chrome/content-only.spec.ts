import { expect, test } from '@playwright/test';
import { getChromePages, waitForBootstrap } from './chrome-fixtures.ts';
import { freezeClock } from '../support/clock.ts';

test.describe('content-only mode', () => {
  test('hides header, footer and banners; links carry the parameter', async ({ page }) => {
    const { blogPost } = await getChromePages('en');
    await freezeClock(page);
    await page.goto(`${blogPost}?content_only=true`);
    await waitForBootstrap(page).catch(() => undefined);
    await expect(page.locator('html')).toHaveAttribute('data-content-only', '');
    for (const selector of ['.site-header', '.site-footer', '.notification-bar', '.app-banner']) {
      await expect(page.locator(selector)).toBeHidden();
    }
    // Past the cookie banner's 1 s delay, on the page's clock: still no banner in content-only mode.
    await page.clock.runFor(1500);
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    await expect(page.locator('main')).toBeVisible();
    const hrefs = await page
      .locator('main a[href^="/"], main a[href^="http://"]')
      .evaluateAll((links) =>
        links
          .map((link) => (link as HTMLAnchorElement).href)
          .filter(
            (href) =>
              new URL(href).origin === location.origin && !/\.[a-z0-9]{2,5}$/i.test(new URL(href).pathname),
          ),
      );
    const here = new URL(page.url()).pathname;
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.pathname === here && url.hash) continue;
      expect(url.searchParams.get('content_only'), href).toBe('true');
    }
  });

  test('buttons are hidden unless flagged for the mobile app', async ({ page }) => {
    await page.goto(`${(await getChromePages('en')).home}?content_only=true`);
    const hidden = page.locator('main [data-app-hidden]');
    for (let i = 0; i < (await hidden.count()); i += 1) await expect(hidden.nth(i)).toBeHidden();
  });

  test('a page reached without the parameter after a content-only page gets it back, hash kept', async ({
    page,
  }) => {
    const { blogPost, faq } = await getChromePages('de');
    await page.goto(`${blogPost}?content_only=true`);
    await waitForBootstrap(page).catch(() => undefined);
    await page.goto(`${faq}#h-fragen`);
    await expect(page).toHaveURL(new RegExp(`${faq}\\?content_only=true#h-fragen$`));
    await expect(page.locator('.site-header')).toBeHidden();
    // Following a link keeps the mode too.
    const link = page.locator('main a[href*="content_only=true"]:visible').first();
    if ((await link.count()) > 0) {
      await link.click();
      await expect(page).toHaveURL(/content_only=true/);
    }
  });

  test('without the parameter, and without a content-only page before, nothing changes', async ({ page }) => {
    await page.goto((await getChromePages('en')).faq);
    await waitForBootstrap(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-content-only', '');
    await expect(page.locator('.site-header')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});
