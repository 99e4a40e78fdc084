import { expect, test } from '@playwright/test';
import type { SiteContent } from '../../src/cms/index.ts';
import { getRichTextTableOfContents } from '../../src/components/content/rich-text/rich-text-headings.ts';
import { languages } from '../../src/i18n/languages.ts';
import { answerConsent } from '../chrome/chrome-fixtures.ts';
import { getContent } from '../support/site.ts';
import { findPage } from './content-pages.ts';

let content: SiteContent;
test.beforeAll(async () => {
  content = await getContent();
});

for (const lang of languages) {
  test(`a blog post in ${lang}: its table of contents jumps to each heading`, async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    const post = findPage(content, lang, 'blog post with two or more headings', (entry) => {
      const c = entry.story?.content;
      return c?.component === 'blog_post' && getRichTextTableOfContents(c.content).length >= 2;
    });
    await page.goto(post.path);
    const links = page.locator('nav.toc a');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let index = count - 1; index >= 0; index -= 1) {
      const link = links.nth(index);
      const id = (await link.getAttribute('href'))?.slice(1) ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const heading = page.locator(`[id="${id}"]`);
      await expect(heading).toHaveText((await link.textContent()) ?? '');
      await expect(heading).toBeInViewport();
      // The heading lands below the sticky header (SPEC: 120 px anchor offset), not under it.
      await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(60);
    }
  });
}

test('a blog post hydrates no React and stays within its JavaScript budget', async ({ browser, baseURL }) => {
  for (const [what, component] of [['blog post', 'blog_post'], ['legal page', 'legal'], ['FAQ', 'faq']] as const) {
    const entry = findPage(content, 'en', what, (candidate) => candidate.story?.content.component === component);
    // A fresh context each time: the first visit, with an empty cache, is the one the budget is for.
    const context = await browser.newContext();
    await answerConsent(context, baseURL);
    const page = await context.newPage();
    await page.goto(entry.path, { waitUntil: 'load' });
    expect(await page.locator('astro-island').count(), entry.path).toBe(0);
    const scriptBytes = await page.evaluate(() => {
      // Up to `load`: what loads later (React prefetched when the browser is idle) is not counted.
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loadAt = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((resource) => resource.name.endsWith('.js') && resource.responseEnd <= loadAt)
        .reduce((sum, resource) => sum + resource.encodedBodySize, 0);
    });
    // Served compressed; encodedBodySize is the compressed size that went over the wire.
    expect(scriptBytes, `${entry.path}: ${scriptBytes} bytes of JavaScript`).toBeLessThanOrEqual(20 * 1024);
    await context.close();
  }
});
