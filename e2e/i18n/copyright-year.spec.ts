import { expect, test } from '@playwright/test';
import { languages } from '../../src/i18n/languages.ts';
import { answerConsent, getChromePages } from '../chrome/chrome-fixtures.ts';

for (const lang of languages) {
  test(`the copyright line in ${lang} shows the year in which the page is viewed`, async ({
    page,
    context,
    baseURL,
  }) => {
    await answerConsent(context, baseURL);
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00+01:00'));
    await page.goto((await getChromePages(lang)).faq);
    await expect(page.locator('.site-footer__copyright [data-current-year]')).toHaveText('2031');
    await expect(page.locator('.site-footer__copyright')).toContainText('2031');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the copyright line falls back to the build year', async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    await page.goto((await getChromePages('de')).faq);
    await expect(page.locator('.site-footer__copyright [data-current-year]')).toHaveText(/^20\d\d$/);
  });
});
