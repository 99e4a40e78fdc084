import { expect, test, type Page } from '@playwright/test';
import { answerConsent, getChromePages, waitForBootstrap } from './chrome-fixtures.ts';
import { freezeClock } from '../support/clock.ts';

/** Adds an in-page link to the last heading with an id that the page can scroll to the offset. */
async function addAnchorLink(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    // Rich-text headings first: they are what tables of contents and shared links point at.
    const prose = [...document.querySelectorAll<HTMLElement>('main .prose :is(h2, h3)[id]')];
    const headings =
      prose.length > 0 ? prose : [...document.querySelectorAll<HTMLElement>('main :is(h2, h3)[id]')];
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const target = headings
      .reverse()
      .find(
        (heading) =>
          heading.getBoundingClientRect().top + window.scrollY - 120 <= maxScroll &&
          heading.getBoundingClientRect().top > 400,
      );
    if (!target) return '';
    const link = document.createElement('a');
    link.href = `#${target.id}`;
    link.textContent = 'Jump';
    link.id = 'test-anchor-link';
    document.querySelector('main')?.prepend(link);
    return target.id;
  });
  expect(id, 'the blog post needs a heading far enough down to scroll to').not.toBe('');
  return id;
}

test.describe('hash links', () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await answerConsent(context, baseURL);
    await page.goto((await getChromePages('en')).blogPost);
    await waitForBootstrap(page);
  });

  test('scroll smoothly over about 1000 ms to 120 px above the anchor and put the hash in the address', async ({
    page,
  }) => {
    const id = await addAnchorLink(page);
    // The animation runs on Playwright's clock: samples at 300, 700 and 1300 ms of page time.
    await freezeClock(page);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.evaluate(() => document.getElementById('test-anchor-link')?.click());
    await page.clock.runFor(300);
    const early = await scrollY();
    await page.clock.runFor(400);
    const middle = await scrollY();
    await page.clock.runFor(600);
    const end = await scrollY();
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(end);
    expect(middle).toBeLessThan(end);
    const top = await page.locator(`[id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top - 120)).toBeLessThanOrEqual(1);
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();
  });

  test('honour the global duration override', async ({ page }) => {
    const id = await addAnchorLink(page);
    await page.evaluate(() => {
      (window as unknown as { __SCROLL_DURATION__: number }).__SCROLL_DURATION__ = 0;
      document.getElementById('test-anchor-link')?.click();
    });
    const top = await page.locator(`[id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top - 120)).toBeLessThanOrEqual(1);
  });
});

test.describe('hash links with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('jump at once', async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    await page.goto((await getChromePages('en')).blogPost);
    await waitForBootstrap(page);
    const id = await addAnchorLink(page);
    const top = await page.evaluate((target) => {
      document.getElementById('test-anchor-link')?.click();
      return document.getElementById(target)?.getBoundingClientRect().top;
    }, id);
    expect(Math.abs((top ?? 0) - 120)).toBeLessThanOrEqual(1);
  });
});

test('arriving with a hash lands 120 px above the anchor', async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  const { blogPost } = await getChromePages('en');
  await page.goto(blogPost);
  const id = await addAnchorLink(page);
  await page.goto('about:blank');
  await page.goto(`${blogPost}#${id}`);
  const top = () => page.locator(`[id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top);
  await expect.poll(async () => Math.abs((await top()) - 120) <= 1).toBe(true);
});
