import { expect, test } from '@playwright/test';
import { languages } from '../../src/i18n/languages.ts';
import { answerConsent } from '../chrome/chrome-fixtures.ts';
import { getContent } from '../support/site.ts';

test.describe.configure({ timeout: 180_000 });

for (const lang of languages) {
  test(`no page in ${lang} is wider than a 390 px phone, and no white strip sits above the footer`, async ({
    page,
    context,
    baseURL,
  }) => {
    await answerConsent(context, baseURL);
    await page.setViewportSize({ width: 390, height: 800 });
    const { pages } = await getContent();
    const problems: string[] = [];
    for (const entry of pages.filter((candidate) => candidate.lang === lang)) {
      await page.goto(entry.path, { waitUntil: 'domcontentloaded' });
      const result = await page.evaluate(() => {
        const width = document.documentElement.scrollWidth;
        const footer = document.querySelector('footer.site-footer');
        const main = document.querySelector('main');
        const blocks = main
          ? [...main.children].filter((child) => !['SCRIPT', 'TEMPLATE', 'STYLE'].includes(child.tagName))
          : [];
        const last = blocks.at(-1);
        const background = last ? getComputedStyle(last).backgroundColor : '';
        const coloured = background !== '' && !/rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/.test(background);
        const gap =
          footer && last ? footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom : 0;
        return { width, gap: coloured ? Math.round(gap) : 0 };
      });
      if (result.width > 390) problems.push(`${entry.path}: ${result.width} px wide`);
      if (result.gap > 1) problems.push(`${entry.path}: ${result.gap} px white strip above the footer`);
    }
    expect(problems).toEqual([]);
  });
}

test('six cards sit in even rows at 1280 px (3 + 3, never 4 + 2)', async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { pages } = await getContent();
  const withGrids = pages.filter(
    (entry) => entry.lang === 'en' && JSON.stringify(entry.story?.content ?? {}).includes('"feature_grid"'),
  );
  expect(withGrids.length).toBeGreaterThan(0);
  for (const entry of withGrids) {
    await page.goto(entry.path);
    const rows = await page.locator('.feature-grid, .card-grid').evaluateAll((grids) =>
      grids.map((grid) => {
        const tops = [...grid.children].map((child) => Math.round(child.getBoundingClientRect().top));
        return [...new Set(tops)].map((top) => tops.filter((candidate) => candidate === top).length);
      }),
    );
    for (const lengths of rows) {
      const first = lengths[0] ?? 0;
      expect(lengths.at(-1), `${entry.path}: rows ${lengths.join(' + ')}`).toBeGreaterThanOrEqual(first - 1);
    }
  }
});

test('a wide table is a labelled, focusable scroll region with a visible hint only while it overflows', async ({
  page,
  context,
  baseURL,
}) => {
  await answerConsent(context, baseURL);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/fr/investment/cost-calculator');
  const region = page.locator('.calculator [data-scroller]');
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region).toHaveAccessibleName(/.+/);
  const hint = page.locator('.calculator [data-scroll-hint]');
  await expect(hint).toBeVisible();
  await expect(region).toHaveAccessibleDescription(await hint.innerText());
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(hint).toBeHidden();
});
