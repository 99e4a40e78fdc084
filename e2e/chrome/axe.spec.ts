import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { languages } from '../../src/i18n/languages.ts';
import { getChromePages, waitForBootstrap } from './chrome-fixtures.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical violations on the page as it is now, one line per failing element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
      ),
    );
}

for (const lang of languages) {
  for (const kind of ['home', 'blogPost', 'faq', 'contact'] as const) {
    test(`axe: ${kind} in ${lang}, with the cookie banner showing`, async ({ page }) => {
      const path = (await getChromePages(lang))[kind];
      await page.goto(path);
      await waitForBootstrap(page);
      await expect(page.locator('[data-consent-banner]')).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    });
  }
}

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
