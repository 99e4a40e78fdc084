import { expect, test, type Page } from '@playwright/test';
import { languages } from '../../src/i18n/languages.ts';
import { analyze } from '../support/axe.ts';
import { answerConsent, getChromePages, waitForBootstrap } from './chrome-fixtures.ts';

/** A word of the Italian sample content that no page of another language uses. */
const italianWord = 'risparmio';

const dialog = (page: Page) => page.locator('dialog.site-search');
const results = (page: Page) => dialog(page).locator('.site-search__result');

async function search(page: Page, term: string): Promise<void> {
  await dialog(page).getByRole('searchbox').fill(term);
  await expect(dialog(page).locator('[data-search-status]')).not.toHaveText('');
  // The first search compiles Pagefind's WebAssembly and loads the index: slow on a busy machine.
  await expect(dialog(page).locator('[data-search-status]')).not.toHaveText(
    (await dialog(page).getAttribute('data-loading')) ?? '',
    { timeout: 20_000 },
  );
}

test.describe('site search', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL);
  });

  test('nothing of search loads before the visitor opens it', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto((await getChromePages('en')).home);
    await waitForBootstrap(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await expect(page.locator('dialog.site-search')).toHaveCount(0);
  });

  test('finds an Italian word on Italian pages only, with the match marked', async ({ page }) => {
    await page.goto((await getChromePages('it')).home);
    await waitForBootstrap(page);
    await page.getByRole('button', { name: 'Cerca' }).first().click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('searchbox')).toBeFocused();
    await search(page, italianWord);
    await expect(results(page).first()).toBeVisible();
    const hrefs = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/it(\/|$)/);
    await expect(results(page).first().locator('mark').first()).toBeVisible();
    // A result leads to a real page of the language.
    await results(page).first().click();
    await expect(page).toHaveURL(/\/it(\/|$)/);
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
  });

  test('the same word finds nothing on the pages of the other languages', async ({ page }) => {
    for (const lang of languages.filter((other) => other !== 'it')) {
      await page.goto((await getChromePages(lang)).home);
      await waitForBootstrap(page);
      await page.keyboard.press('/');
      await expect(dialog(page)).toBeVisible();
      await search(page, italianWord);
      await expect(results(page)).toHaveCount(0);
      await expect(dialog(page).locator('[data-search-status]')).toContainText(italianWord);
    }
  });

  test('keyboard: Ctrl+K opens, Escape closes and focus returns; the dialog passes axe', async ({ page }) => {
    await page.goto((await getChromePages('de')).faq);
    await waitForBootstrap(page);
    const button = page.locator('.site-header__search');
    await button.focus();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading')).toHaveText('Website durchsuchen');
    await search(page, 'Konto');
    await expect(results(page).first()).toBeVisible();
    const axe = await analyze(page, { include: 'dialog.site-search', allRules: true });
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('on a phone the search opens from the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto((await getChromePages('fr')).home);
    await waitForBootstrap(page);
    await page.locator('[data-menu-open]').click();
    await page.locator('dialog[data-mobile-menu]').getByRole('button', { name: 'Rechercher' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('dialog[data-mobile-menu]')).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
