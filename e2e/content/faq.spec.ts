import { expect, test, type Page } from '@playwright/test';
import type { SiteContent } from '../../src/cms/index.ts';
import { languages } from '../../src/i18n/languages.ts';
import { answerConsent } from '../chrome/chrome-fixtures.ts';
import { getContent } from '../support/site.ts';
import { findPage } from './content-pages.ts';

let content: SiteContent;
test.beforeAll(async () => {
  content = await getContent();
});

const openIds = (page: Page) => page.locator('details.faq__item[open]').evaluateAll((items) => items.map((item) => item.id));

/** SPEC section 2, "FAQ": clicking toggles; at most one open at a time; clicking the open one closes it. */
async function checkAccordionRule(page: Page): Promise<void> {
  const items = page.locator('details.faq__item');
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  const first = items.nth(0);
  const second = items.nth(1);
  const [firstId, secondId] = [await first.getAttribute('id'), await second.getAttribute('id')];
  expect(await openIds(page)).toEqual([]);
  await first.locator('summary').click();
  await expect.poll(() => openIds(page)).toEqual([firstId]);
  await expect(first.locator('.faq__answer')).toBeVisible();
  await second.locator('summary').click();
  await expect.poll(() => openIds(page)).toEqual([secondId]);
  await expect(first.locator('.faq__answer')).toBeHidden();
  await second.locator('summary').click();
  await expect.poll(() => openIds(page)).toEqual([]);
}

for (const lang of languages) {
  test(`the FAQ in ${lang} keeps at most one question open`, async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    const faq = findPage(content, lang, 'FAQ page', (entry) => entry.story?.content.component === 'faq');
    await page.goto(faq.path);
    await checkAccordionRule(page);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text) as { '@type': string; mainEntity?: unknown[] }).find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.length).toBe(await page.locator('details.faq__item').count());
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ still toggles and keeps one question open', async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    const faq = findPage(content, 'de', 'FAQ page', (entry) => entry.story?.content.component === 'faq');
    await page.goto(faq.path);
    await checkAccordionRule(page);
  });
});

test('a link to a question opens it', async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  const faq = findPage(content, 'en', 'FAQ page', (entry) => entry.story?.content.component === 'faq');
  await page.goto(faq.path);
  const id = await page.locator('details.faq__item').nth(1).getAttribute('id');
  await page.goto(`${faq.path}#${id}`);
  await expect.poll(() => openIds(page)).toEqual([id]);
});
