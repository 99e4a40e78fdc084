import { expect, test } from '@playwright/test';
import type { SiteContent } from '../../src/cms/index.ts';
import { languages } from '../../src/i18n/languages.ts';
import { answerConsent } from '../chrome/chrome-fixtures.ts';
import { getContent } from '../support/site.ts';
import { findPage, getBlock, hasBlock } from './content-pages.ts';
import { money } from './money.ts';

let content: SiteContent;
test.beforeAll(async () => {
  content = await getContent();
});

for (const lang of languages) {
  test(`a currency converter page in ${lang} converts at the content's rate and links the other pairs`, async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    const entry = findPage(content, lang, 'currency converter page', (candidate) => candidate.slug.startsWith('bank/currency-converter/') && hasBlock(candidate, 'currency_converter'));
    const block = getBlock(entry, 'currency_converter');
    if (!block) throw new Error('no currency_converter block');
    await page.goto(entry.path);

    // The default amount, drawn on the server: fee off the amount, the rest at the rate.
    const defaultReceived = block.default_amount * (1 - block.bank_fee_percent / 100) * block.rate;
    await expect(page.locator('[data-out="bankReceived"]')).toHaveText(money(defaultReceived, lang, block.to));

    // 2'500 typed the Swiss way.
    await page.locator('form[data-currency-converter] input[name="amount"]').fill("2'500");
    const bankFee = 2_500 * (block.bank_fee_percent / 100);
    const typicalFee = 2_500 * (block.typical_fee_percent / 100);
    await expect(page.locator('[data-out="bankFee"]')).toHaveText(money(bankFee, lang, block.from));
    await expect(page.locator('[data-out="bankReceived"]')).toHaveText(money((2_500 - bankFee) * block.rate, lang, block.to));
    await expect(page.locator('[data-out="typicalReceived"]')).toHaveText(money((2_500 - typicalFee) * block.rate, lang, block.to));

    const others = content.languages[lang].pages.filter((other) => other.slug.startsWith('bank/currency-converter/') && other.path !== entry.path && hasBlock(other, 'currency_converter'));
    for (const other of others) await expect(page.locator(`.converter__pairs a[href="${other.path}"]`)).toHaveCount(1);
    await expect(page.locator(`.converter__pairs a[href="${entry.path}"]`)).toHaveCount(0);
  });
}
