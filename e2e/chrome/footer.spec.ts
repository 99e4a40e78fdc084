import { expect, test } from '@playwright/test';
import { languages } from '../../src/i18n/languages.ts';
import { answerConsent, getChromePages } from './chrome-fixtures.ts';
import { specFooterPaths } from '../support/footer-paths.ts';
import { getContent } from '../support/site.ts';

for (const lang of languages) {
  test(`the footer in ${lang} has every SPEC link, the newsletter prompt, badges, social links and legal lines`, async ({
    page,
    context,
    baseURL,
  }) => {
    await answerConsent(context, baseURL);
    const { site } = await getContent();
    await page.goto((await getChromePages(lang)).faq);
    const footer = page.locator('footer.site-footer');
    const hrefs = await footer
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const prefix = lang === 'en' ? '' : `/${lang}`;
    for (const path of specFooterPaths) {
      // Trailing slashes are normalised away (SPEC "Path handling"); `/bank/currency-converter/` may
      // also name one of the converter pages below it.
      const expected = `${prefix}${path.replace('{product}', site.product)}`.replace(/\/$/, '');
      const found =
        hrefs.includes(expected) ||
        (path.endsWith('/') && hrefs.some((href) => href.startsWith(`${expected}/`)));
      expect(found, `footer link ${expected}`).toBe(true);
    }
    // The client benefits (/benefits, with the /benefit/{uid} pages below it) are linked from the footer.
    expect(hrefs, 'footer link to the benefits').toContain(`${prefix}/benefits`);
    await expect(footer.locator('button[data-modal="subscribe"]')).toBeVisible();
    // The store badges are drawn in the page's language, named by the stores' localized wording.
    const strings = (await import('../../src/i18n/translate.ts')).strings[lang];
    const appStore = footer.locator(`a[href="${site.appStoreUrl}"]`);
    await expect(appStore.locator('svg[data-store="app-store"]')).toContainText(
      strings['footer.appStoreBadgeTop'],
    );
    await expect(appStore).toHaveAccessibleName(new RegExp(`^${strings['footer.appStoreBadge']}`));
    const play = footer.locator(`a[href="${site.playStoreUrl}"]`);
    await expect(play.locator('svg[data-store="google-play"]')).toContainText(
      strings['footer.googlePlayBadgeTop'],
    );
    await expect(play).toHaveAccessibleName(new RegExp(`^${strings['footer.googlePlayBadge']}`));
    for (const url of Object.values(site.social)) {
      const link = footer.locator(`a[href="${url}"]`);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect((await link.innerText()).trim().length).toBeGreaterThan(3);
    }
    await expect(footer.locator('img[src="/brand/moneyland.svg"]')).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
    await expect(footer.locator('address')).toContainText(site.office.street);
    const place = lang === 'en' ? site.office : site.office.translations[lang];
    await expect(footer.locator('address')).toContainText(`${place.city}, ${place.country}`);
    for (const line of site.vatLines) await expect(footer).toContainText(line);
    expect(await footer.locator('.site-footer__disclaimer p').count()).toBeGreaterThan(0);
  });
}

test('the footer-type block is left out on wealth-management-advice pages', async ({
  page,
  context,
  baseURL,
}) => {
  await answerConsent(context, baseURL);
  const { pages } = await getContent();
  const advice = pages.find((entry) => entry.path.split('/').includes('wealth-management-advice'));
  test.skip(!advice, 'the content has no page under wealth-management-advice');
  await page.goto(advice?.path ?? '/');
  await expect(page.locator('.site-footer__main')).toHaveCount(0);
  await expect(page.locator('.site-footer__copyright')).toBeVisible();
  await page.goto((await getChromePages('en')).faq);
  await expect(page.locator('.site-footer__main')).toHaveCount(1);
});
