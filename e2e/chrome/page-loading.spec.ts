import { expect, test, type Page } from '@playwright/test';
import { answerConsent, getChromePages, waitForBootstrap } from './chrome-fixtures.ts';
import { freezeClock } from '../support/clock.ts';

// How pages load: link prefetching, a failed script chunk, the offline service worker.

/** Opens `first` until the service worker controls the page, then `then` through the worker, which keeps it. */
async function visitUnderWorker(page: Page, first: string, then: string): Promise<void> {
  await page.goto(first);
  await waitForBootstrap(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 10_000,
  });
  await page.goto(then);
  await waitForBootstrap(page);
}
test.describe('page loading', () => {
  // The service worker is blocked in every other spec (playwright.config.ts); here it runs as on the site.
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

  test('prefetches visible internal links, 4 every 3 s', async ({ page }) => {
    // The page records when it loaded and when each prefetch link was added (timers of a loaded test
    // machine would make outside observation flaky).
    await page.addInitScript(() => {
      const log: { load: number; prefetch: { at: number; href: string }[] } = { load: 0, prefetch: [] };
      (window as unknown as { __prefetchLog: typeof log }).__prefetchLog = log;
      addEventListener('load', () => (log.load = performance.now()));
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
              log.prefetch.push({ at: performance.now(), href: node.href });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The batches run on Playwright's clock, not the loaded machine's.
    await freezeClock(page);
    await page.goto((await getChromePages('en')).blogPost);
    await waitForBootstrap(page);
    // Scrolling reveals more links than one batch holds.
    await page.clock.runFor(500);
    await page.mouse.wheel(0, 3000);
    await page.clock.runFor(300);
    await page.mouse.wheel(0, 30000);
    await page.clock.runFor(7000);
    const log = await page.evaluate(
      () =>
        (window as unknown as { __prefetchLog: { load: number; prefetch: { at: number; href: string }[] } })
          .__prefetchLog,
    );
    expect(log.prefetch.length).toBeGreaterThan(4);
    const batches = new Map<number, string[]>();
    for (const entry of log.prefetch) {
      const key = [...batches.keys()].find((at) => Math.abs(at - entry.at) < 50) ?? entry.at;
      batches.set(key, [...(batches.get(key) ?? []), entry.href]);
    }
    const times = [...batches.keys()].sort((a, b) => a - b);
    expect(times[0]! - log.load).toBeGreaterThanOrEqual(2950);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(2950);
    for (const hrefs of batches.values()) expect(hrefs.length).toBeLessThanOrEqual(4);
    const origin = new URL(page.url()).origin;
    for (const { href } of log.prefetch) expect(new URL(href).origin).toBe(origin);
    expect(new Set(log.prefetch.map((entry) => entry.href)).size).toBe(log.prefetch.length);
  });

  test.describe('for bots', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    test('prefetches nothing', async ({ page }) => {
      await freezeClock(page);
      await page.goto((await getChromePages('en')).blogPost);
      await waitForBootstrap(page);
      await page.clock.runFor(3500);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    });
  });

  test('a failed script chunk navigates to the last known path, once', async ({ page }) => {
    const { faq } = await getChromePages('en');
    await page.goto(`${faq}?x=1#top`);
    await waitForBootstrap(page);
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    const navigated = page.waitForEvent('load');
    await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    await navigated;
    expect(page.url()).toMatch(new RegExp(`${faq}\\?x=1#top$`));
    await waitForBootstrap(page);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined();
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    // A reload would be requested at once; with the network quiet, none was.
    await page.waitForLoadState('networkidle');
    expect(navigations).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  });

  test.describe('slow navigation', () => {
    test.use({ serviceWorkers: 'block' });
    test('shows the delayed-navigation notice after 1 s', async ({ page }) => {
      const { blogPost, faq } = await getChromePages('en');
      await page.goto(blogPost);
      await waitForBootstrap(page);
      // The server answers only once the notice has shown: a slow navigation with no fixed delay.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(`**${faq}`, async (route) => {
        await answered;
        await route.continue();
      });
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.id = 'slow-link';
        link.textContent = 'FAQ';
        document.querySelector('main')?.prepend(link);
      }, faq);
      // Playwright cannot evaluate in a page whose navigation is pending; the page reports by console.
      const shownAfter = new Promise<number>((resolve) => {
        page.on('console', (message) => {
          const match = /^notice shown after (\d+)/.exec(message.text());
          if (match) resolve(Number(match[1]));
        });
      });
      await page.evaluate(() => {
        const notice = document.querySelector<HTMLElement>('[data-navigation-notice]');
        document.addEventListener(
          'click',
          () => {
            const start = performance.now();
            new MutationObserver(() => {
              if (notice?.hidden === false)
                console.log(`notice shown after ${Math.round(performance.now() - start)}`);
            }).observe(notice as Node, { attributes: true });
          },
          true,
        );
      });
      await page.locator('#slow-link').click({ noWaitAfter: true });
      const ms = await shownAfter;
      answer();
      expect(ms).toBeGreaterThanOrEqual(990);
      expect(ms).toBeLessThan(1500);
      await page.waitForURL(`**${faq}`);
    });
  });

  test('registers the service worker, which keeps visited pages readable offline', async ({
    page,
    context,
  }) => {
    const { blogPost, faq } = await getChromePages('en');
    await visitUnderWorker(page, blogPost, faq);
    const title = await page.title();
    await context.setOffline(true);
    await page.reload();
    expect(await page.title()).toBe(title);
    await context.setOffline(false);
  });

  test('a page read offline still opens a modal the visitor opened before', async ({ page, context }) => {
    // Routing turns the browser's HTTP cache off (Playwright): offline, only the service worker
    // answers, as for a visitor whose browser has dropped its cache.
    await context.route('**/*', (route) => route.continue());
    const { faq } = await getChromePages('en');
    await visitUnderWorker(page, faq, faq);
    const trigger = page.locator('footer [data-modal="subscribe"]');
    const dialog = page.locator('dialog[open][data-modal-name="subscribe"]');
    const assets = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_astro/') || pathname.startsWith('/modal-data/')) assets.add(request.url());
    });
    await trigger.click();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Subscribe to our newsletter');
    // The heading shows before the fields' chunks have all arrived: the visitor goes offline only
    // once the service worker keeps every script and the modal data the first opening fetched (a
    // chunk still in flight would be missing offline, and the page would reload to recover).
    await expect
      .poll(() =>
        page.evaluate(
          async (urls) => {
            const kept = await Promise.all(urls.map((url) => caches.match(url)));
            return urls.filter((_, index) => kept[index] === undefined);
          },
          [...assets],
        ),
      )
      .toEqual([]);
    await page.keyboard.press('Escape');
    await context.setOffline(true);
    await page.reload();
    await waitForBootstrap(page);
    await trigger.click();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Subscribe to our newsletter');
    await context.setOffline(false);
  });

  test('offline, a modal never opened says it needs a connection, and the page stays', async ({
    page,
    context,
  }) => {
    // The browser's HTTP cache off (routing): the modal's code was never fetched, as on a visitor's phone.
    await context.route('**/*', (route) => route.continue());
    const { faq } = await getChromePages('de');
    await visitUnderWorker(page, faq, faq);
    await context.setOffline(true);
    await page.reload();
    await waitForBootstrap(page);
    // A page that reloaded to recover would lose this mark.
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    const notice = page.locator('[data-offline-notice]');
    await expect(notice).toBeHidden();
    await page.locator('footer [data-modal="subscribe"]').click();
    await expect(notice).toHaveText(
      'Sie sind offline. Dafür ist eine Verbindung nötig: Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
    );
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    await context.setOffline(false);
    await expect(notice).toBeHidden(); // back online: the notice goes
  });
});
