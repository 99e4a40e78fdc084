import { expect, test, type Page } from '@playwright/test';
import { languageStorageKey } from '../../src/browser/language-switcher.ts';
import { answerConsent, getChromePages, waitForBootstrap } from './chrome-fixtures.ts';

/** Picks a language the way a visitor does at this width: header switcher, or the hamburger menu. */
async function chooseLanguage(page: Page, name: string, width: number): Promise<void> {
  if (width >= 1024) {
    await page.locator('.lang-switcher [data-disclosure-button]').click();
    await expect(page.locator('.lang-switcher__list')).toBeVisible();
    await page.locator('.lang-switcher__list a', { hasText: name }).click();
  } else {
    await page.locator('[data-menu-open]').click();
    await page.locator('.mobile-menu__languages a', { hasText: name }).click();
  }
}

for (const width of [390, 1280]) {
  test.describe(`language switcher at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

    test('on a deep page it keeps the path, puts the prefix first and remembers the choice', async ({
      page,
    }) => {
      const en = await getChromePages('en');
      const de = await getChromePages('de');
      await page.goto(en.blogPost);
      await waitForBootstrap(page);
      if (width >= 1024) {
        // The switcher lists the three other languages, not the current one.
        await expect(page.locator('.lang-switcher__list a')).toHaveText(['Deutsch', 'Français', 'Italiano']);
      }
      await chooseLanguage(page, 'Deutsch', width);
      await expect(page).toHaveURL(new RegExp(`${de.blogPost}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe('de');
      await waitForBootstrap(page);
      await chooseLanguage(page, 'English', width);
      await expect(page).toHaveURL(new RegExp(`${en.blogPost}$`));
      expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe('en');
    });

    test('from the home page it goes to /{lang}, and back to /', async ({ page, baseURL }) => {
      await page.goto('/');
      await waitForBootstrap(page);
      await chooseLanguage(page, 'Français', width);
      await expect(page).toHaveURL(`${baseURL}/fr`);
      expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe('fr');
      await waitForBootstrap(page);
      await chooseLanguage(page, 'Italiano', width);
      await expect(page).toHaveURL(`${baseURL}/it`);
      await waitForBootstrap(page);
      await chooseLanguage(page, 'English', width);
      await expect(page).toHaveURL(`${baseURL}/`);
    });
  });
}

test('on a 404 page the links follow the address actually shown', async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  await page.goto('/de/gibt-es-nicht');
  await waitForBootstrap(page);
  await expect(page.locator('.lang-switcher__list a[data-lang-link="fr"]')).toHaveAttribute(
    'href',
    '/fr/gibt-es-nicht',
  );
});
