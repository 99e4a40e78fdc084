import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { getChromePages } from './chrome-fixtures.ts';

// Every page of the sitemap, in every language and with the cookie banner showing, is checked by
// the sweep (e2e/quality/sweep.spec.ts); here, the states a page load does not show.
for (const width of [390, 1280]) {
  test(`axe at ${width} px: the cookie settings dialog, the open menu or dropdown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto((await getChromePages('de')).blogPost);
    await expect(page.locator('[data-consent-banner]')).toBeVisible();
    await page.locator('[data-consent-banner] [data-modal="cookies-settings"]').click();
    await page.locator('dialog[data-consent-settings] summary').click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('dialog[data-consent-settings] button[type="submit"]').click();
    if (width < 1024) {
      await page.locator('[data-menu-open]').click();
      await page.locator('dialog[data-mobile-menu] [data-disclosure-button]').first().click();
    } else {
      await page.locator('.site-nav [data-disclosure-button]').first().click();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}
