import { expect, test } from '@playwright/test';
import type { PageEntry, SiteContent } from '../../src/cms/index.ts';
import type { CostCalculatorBlock } from '../../src/cms/schemas/page-blocks.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { answerConsent } from '../chrome/chrome-fixtures.ts';
import { getContent } from '../support/site.ts';
import { findPage, getBlock, hasBlock } from './content-pages.ts';
import { money } from './money.ts';

let content: SiteContent;
test.beforeAll(async () => {
  content = await getContent();
});

function calculatorOf(lang: Language): { page: PageEntry; block: CostCalculatorBlock } {
  const page = findPage(content, lang, 'cost calculator page', (entry) => entry.slug === 'investment/cost-calculator' && hasBlock(entry, 'cost_calculator'));
  const block = getBlock(page, 'cost_calculator');
  if (!block) throw new Error('no cost_calculator block');
  return { page, block };
}

/**
 * One year by hand: the portfolio earns its return, then the fee is charged on that value.
 * Returns the fee of each year and the value left.
 */
function byHand(amount: number, years: number, feePercent: number, returnPercent: number): { fees: number[]; value: number } {
  const fees: number[] = [];
  let value = amount;
  for (let year = 0; year < years; year += 1) {
    const grown = value * (1 + returnPercent / 100);
    const fee = grown * (feePercent / 100);
    fees.push(fee);
    value = grown - fee;
  }
  return { fees, value };
}

for (const lang of languages) {
  test(`the cost calculator in ${lang} gives the hand-worked result for three inputs`, async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    const { page: entry, block } = calculatorOf(lang);
    await page.goto(entry.path);
    const form = page.locator('form[data-cost-calculator]');
    await expect(form.locator('input[name="amount"]')).toBeEnabled();
    const styles = block.styles;
    const last = styles[styles.length - 1] ?? styles[0]!;
    const cases = [
      { amount: Math.max(block.min_amount, 10_000), typed: '', years: 1, style: styles[0]! },
      { amount: 250_000, typed: "250'000", years: 2, style: last },
      { amount: Math.min(block.max_amount, 1_000_000), typed: '', years: Math.min(3, block.max_years), style: styles[1] ?? styles[0]! },
    ];
    for (const { amount, typed, years, style } of cases) {
      await form.locator('input[name="amount"]').fill(typed || String(amount));
      await form.locator('input[name="years"]').fill(String(years));
      await form.getByLabel(style.name, { exact: true }).check();
      const bank = byHand(amount, years, style.bank_fee_percent, style.expected_return_percent);
      const typical = byHand(amount, years, style.typical_fee_percent, style.expected_return_percent);
      const sum = (fees: number[]) => fees.reduce((total, fee) => total + fee, 0);
      await expect(page.locator('[data-out="bankFirst"]')).toHaveText(money(bank.fees[0]!, lang));
      await expect(page.locator('[data-out="typicalFirst"]')).toHaveText(money(typical.fees[0]!, lang));
      await expect(page.locator('[data-out="bankTotal"]')).toHaveText(money(sum(bank.fees), lang));
      await expect(page.locator('[data-out="typicalTotal"]')).toHaveText(money(sum(typical.fees), lang));
      if (block.show_projection) {
        // The projection grows at the expected return the page shows beside the style.
        const rate = style.expected_return_percent;
        await expect(page.locator('[data-out="bankProjection"]')).toHaveText(money(bank.value, lang));
        await expect(page.locator('[data-out="typicalProjection"]')).toHaveText(money(typical.value, lang));
        const shown = new Intl.NumberFormat(`${lang}-CH`, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
        await expect(page.locator('[data-out="projectionLabel"]')).toContainText(shown);
        await expect(form.getByText(shown, { exact: false }).first()).toBeVisible();
      }
    }
  });
}

test('the calculator checks its fields and keeps the last good result', async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  const { page: entry, block } = calculatorOf('en');
  await page.goto(entry.path);
  const amount = page.locator('input[name="amount"]');
  const before = await page.locator('[data-out="bankTotal"]').textContent();
  await amount.fill(String(block.max_amount + 1));
  await amount.blur();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-error="amount"]')).toBeVisible();
  await expect(page.locator('[data-out="bankTotal"]')).toHaveText(before ?? '');
  await amount.fill(String(block.default_amount));
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calculator shows the result for the content defaults', async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    const { page: entry, block } = calculatorOf('de');
    await page.goto(entry.path);
    const style = block.styles[0]!;
    const bank = byHand(block.default_amount, block.default_years, style.bank_fee_percent, style.expected_return_percent);
    await expect(page.locator('[data-out="bankFirst"]')).toHaveText(money(bank.fees[0]!, 'de'));
    await expect(page.locator('form[data-cost-calculator] input[name="amount"]')).toBeDisabled();
  });
});
