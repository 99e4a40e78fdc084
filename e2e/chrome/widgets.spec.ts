import { expect, test, type Page } from '@playwright/test';
import { answerConsent, getChromePages, waitForBootstrap } from './chrome-fixtures.ts';
import { getContent } from '../support/site.ts';
import { freezeClock } from '../support/clock.ts';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** Stands in for the modal system: claims every `velora:open-modal` and records the names. */
async function claimModals(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    document.addEventListener('velora:open-modal', (event) => {
      event.preventDefault();
      opened.push((event as CustomEvent<{ name: string }>).detail.name);
    });
  });
}

test.describe('app-download banner on an iPhone', () => {
  test.use({ userAgent: iPhone, viewport: { width: 390, height: 800 } });

  test('waits for the cookie banner, links to the App Store, and stays dismissed for the session', async ({
    page,
  }) => {
    const { site } = await getContent();
    const { home, faq } = await getChromePages('en');
    await page.goto(home);
    await expect(page.locator('[data-consent-banner]')).toBeVisible();
    await expect(page.locator('[data-app-banner]')).toBeHidden();
    await page.locator('[data-consent-necessary]').click();
    const banner = page.locator('[data-app-banner]');
    await expect(banner).toBeVisible();
    await expect(banner.locator('[data-app-banner-store]')).toHaveAttribute('href', site.appStoreUrl);
    // The download-app button goes straight to the store on a phone.
    await expect(page.locator('[data-header-download]')).toHaveAttribute('href', site.appStoreUrl);
    await expect(page.locator('[data-header-download]')).not.toHaveAttribute('data-modal', /.*/);
    await banner.locator('[data-app-banner-dismiss]').click();
    await expect(banner).toBeHidden();
    await page.goto(faq);
    await waitForBootstrap(page);
    await expect(page.locator('html')).toHaveAttribute('data-js', '');
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('velora.appBanner'))).toBe('dismissed');
  });

  test('shows once per session: the next page does not show it again, even undismissed', async ({
    page,
    context,
    baseURL,
  }) => {
    await answerConsent(context, baseURL);
    const { home, faq } = await getChromePages('it');
    await page.goto(home);
    await expect(page.locator('[data-app-banner]')).toBeVisible();
    await page.goto(faq);
    await waitForBootstrap(page);
    expect(await page.evaluate(() => sessionStorage.getItem('velora.appBanner'))).toBe('shown');
    await expect(page.locator('[data-app-banner]')).toBeHidden();
  });

  test('shows again in a new session', async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    await page.goto((await getChromePages('de')).home);
    await expect(page.locator('[data-app-banner]')).toBeVisible();
  });
});

test.describe('on Android', () => {
  test.use({ userAgent: android, viewport: { width: 390, height: 800 } });

  test('the download-app button and the banner link to Google Play', async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    const { site } = await getContent();
    await page.goto((await getChromePages('fr')).home);
    await waitForBootstrap(page);
    await expect(page.locator('[data-header-download]')).toHaveAttribute('href', site.playStoreUrl);
    await expect(page.locator('[data-app-banner-store]')).toHaveAttribute('href', site.playStoreUrl);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('no app banner; the download-app button opens the modal and pushes download_app once consent allows', async ({
    page,
    context,
    baseURL,
  }) => {
    await answerConsent(context, baseURL, 'all');
    await page.goto((await getChromePages('en')).blogPost);
    await waitForBootstrap(page);
    await expect(page.locator('[data-app-banner]')).toBeHidden();
    await claimModals(page);
    await page.locator('[data-header-download]').click();
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([
      'download-app',
    ]);
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((item) => (item as { event?: string }).event === 'download_app'),
    );
    expect(events).toHaveLength(1);
  });

  test('without consent the event is not pushed', async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL, 'necessary');
    await page.goto((await getChromePages('en')).blogPost);
    await waitForBootstrap(page);
    await claimModals(page);
    await page.locator('[data-header-download]').click();
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((item) => (item as { event?: string }).event === 'download_app'),
    );
    expect(events).toEqual([]);
  });

  test('the newsletter prompt dispatches the subscribe modal', async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    await page.goto((await getChromePages('en')).faq);
    await waitForBootstrap(page);
    await claimModals(page);
    await page.locator('footer [data-modal="subscribe"]').click();
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([
      'subscribe',
    ]);
  });
});

test.describe('notification bar', () => {
  test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

  test('repeats its text 4 times, scrolls, and can be paused', async ({ page }) => {
    await page.goto((await getChromePages('en')).home);
    const bar = page.locator('[data-notification-bar]');
    test.skip((await bar.count()) === 0, 'the notification bar is switched off in the content');
    await waitForBootstrap(page);
    await expect(bar.locator('.notification-bar__text')).toHaveCount(4);
    await expect(bar.locator('.notification-bar__text[aria-hidden="true"]')).toHaveCount(3);
    const state = () =>
      bar.locator('.notification-bar__track').evaluate((track) => getComputedStyle(track).animationPlayState);
    expect(
      await bar
        .locator('.notification-bar__track')
        .evaluate((track) => getComputedStyle(track).animationName),
    ).toBe('notification-marquee');
    await page.mouse.move(5, 600);
    expect(await state()).toBe('running');
    await bar.locator('[data-marquee-toggle]').click();
    await page.mouse.move(5, 600);
    await expect(bar.locator('[data-marquee-toggle]')).toHaveAttribute('aria-pressed', 'true');
    expect(await state()).toBe('paused');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('stands still, shown once', async ({ page }) => {
      await page.goto((await getChromePages('en')).home);
      const bar = page.locator('[data-notification-bar]');
      test.skip((await bar.count()) === 0, 'the notification bar is switched off in the content');
      expect(
        await bar
          .locator('.notification-bar__track')
          .evaluate((track) => getComputedStyle(track).animationName),
      ).toBe('none');
      await expect(bar.locator('.notification-bar__text').nth(1)).toBeHidden();
      await expect(bar.locator('[data-marquee-toggle]')).toBeHidden();
    });
  });
});

test.describe('page loading', () => {
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
    await page.goto(blogPost);
    await waitForBootstrap(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 10_000,
    });
    await page.goto(faq);
    await waitForBootstrap(page);
    const title = await page.title();
    await context.setOffline(true);
    await page.reload();
    expect(await page.title()).toBe(title);
    await context.setOffline(false);
  });
});
