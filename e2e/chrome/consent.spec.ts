import { expect, test, type Page } from '@playwright/test';
import { consentRevision } from '../../src/browser/consent-cookie.ts';
import { getChromePages, waitForBootstrap, widths } from './chrome-fixtures.ts';
import { freezeClock } from '../support/clock.ts';

const banner = (page: Page) => page.locator('[data-consent-banner]');
const settings = (page: Page) => page.locator('dialog[data-consent-settings]');
const dayMs = 24 * 60 * 60 * 1000;

/** Records, from before any script runs, when the bootstrap started and when the banner appeared. */
async function recordBannerTiming(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times: { start?: number; shown?: number } = {};
    (window as unknown as { __bannerTimes: typeof times }).__bannerTimes = times;
    new MutationObserver(() => {
      if (times.start === undefined && document.documentElement.hasAttribute('data-js'))
        times.start = performance.now();
      const element = document.querySelector('[data-consent-banner]');
      if (times.shown === undefined && element && !element.hasAttribute('hidden'))
        times.shown = performance.now();
    }).observe(document, { attributes: true, subtree: true, childList: true });
  });
}

for (const width of widths) {
  test.describe(`cookie banner at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('appears 1 s after the page opens it; accepting stores cookies_seen for 365 days and it stays away', async ({
      page,
      context,
    }) => {
      await recordBannerTiming(page);
      const { blogPost, faq } = await getChromePages('en');
      // The delay runs on Playwright's clock, so a loaded machine cannot stretch it.
      await freezeClock(page);
      await page.goto(blogPost);
      await waitForBootstrap(page);
      await page.clock.runFor(990);
      await expect(banner(page)).toBeHidden();
      await page.clock.runFor(10);
      await expect(banner(page)).toBeVisible();
      const times = await page.evaluate(
        () => (window as unknown as { __bannerTimes: { start: number; shown: number } }).__bannerTimes,
      );
      expect(times.shown - times.start).toBeGreaterThanOrEqual(990);
      expect(times.shown - times.start).toBeLessThan(1400);

      const before = Date.now();
      await banner(page).locator('[data-consent-accept-all]').click();
      await expect(banner(page)).toBeHidden();
      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookies_seen');
      expect(cookie?.value).toBe(`${consentRevision}.all`);
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      const expiresMs = (cookie?.expires ?? 0) * 1000;
      expect(Math.abs(expiresMs - (before + 365 * dayMs))).toBeLessThan(dayMs / 24);

      // The banner would show 1 s after load: run the page's timers past that, not the test's.
      for (const path of [blogPost, faq]) {
        await page.goto(path);
        await waitForBootstrap(page);
        await page.clock.runFor(1500);
        await expect(banner(page)).toBeHidden();
      }
    });

    test('refusing is one click, like accepting, and is remembered too', async ({ page, context }) => {
      await page.goto((await getChromePages('de')).home);
      await expect(banner(page)).toBeVisible();
      const accept = await banner(page).locator('[data-consent-accept-all]').boundingBox();
      const refuse = await banner(page).locator('[data-consent-necessary]').boundingBox();
      expect(Math.abs((accept?.height ?? 0) - (refuse?.height ?? 0))).toBeLessThan(2);
      await banner(page).locator('[data-consent-necessary]').click();
      await expect(banner(page)).toBeHidden();
      expect((await context.cookies()).find((cookie) => cookie.name === 'cookies_seen')?.value).toBe(
        `${consentRevision}.necessary`,
      );
      await freezeClock(page);
      await page.reload();
      await waitForBootstrap(page);
      await page.clock.runFor(1500);
      await expect(banner(page)).toBeHidden();
    });

    test('the close button dismisses it for the session without storing consent', async ({
      page,
      context,
    }) => {
      const { home, faq } = await getChromePages('fr');
      await page.goto(home);
      await banner(page).locator('[data-consent-close]').click();
      await expect(banner(page)).toBeHidden();
      expect(await context.cookies()).toEqual([]);
      await freezeClock(page);
      await page.goto(faq);
      await waitForBootstrap(page);
      await page.clock.runFor(1500);
      await expect(banner(page)).toBeHidden();
    });

    test('asks again when the consent revision changed', async ({ page, context, baseURL }) => {
      await context.addCookies([
        { name: 'cookies_seen', value: `${consentRevision - 1}.all`, url: baseURL ?? '' },
      ]);
      await page.goto((await getChromePages('it')).home);
      await expect(banner(page)).toBeVisible();
    });

    test('settings: expandable text, necessary always on, non-necessary on by default, accept closes', async ({
      page,
      context,
    }) => {
      await page.goto((await getChromePages('en')).faq);
      await banner(page).locator('[data-modal="cookies-settings"]').click();
      await expect(settings(page)).toBeVisible();
      await expect(settings(page).locator('details p')).toBeHidden();
      await settings(page).locator('summary').click();
      await expect(settings(page).locator('details p')).toBeVisible();
      const necessary = settings(page).locator('input[disabled]');
      await expect(necessary).toBeChecked();
      const toggle = settings(page).locator('[data-consent-toggle]');
      await expect(toggle).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(settings(page)).toBeHidden();
      await expect(banner(page).locator('[data-modal="cookies-settings"]')).toBeFocused();

      await banner(page).locator('[data-modal="cookies-settings"]').click();
      await toggle.uncheck();
      await settings(page).locator('button[type="submit"]').click();
      await expect(settings(page)).toBeHidden();
      await expect(banner(page)).toBeHidden();
      expect((await context.cookies()).find((cookie) => cookie.name === 'cookies_seen')?.value).toBe(
        `${consentRevision}.necessary`,
      );

      // The footer reopens the settings, showing the stored answer, so consent can be withdrawn or given later.
      await page.locator('footer [data-modal="cookies-settings"]').click();
      await expect(settings(page)).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await toggle.check();
      await settings(page).locator('button[type="submit"]').click();
      expect((await context.cookies()).find((cookie) => cookie.name === 'cookies_seen')?.value).toBe(
        `${consentRevision}.all`,
      );
      await expect(page.locator('footer [data-modal="cookies-settings"]')).toBeFocused();
    });
  });
}

test('Google Consent Mode v2: denied by default before anything else, granted only on acceptance', async ({
  page,
}) => {
  await page.goto((await getChromePages('en')).home);
  await waitForBootstrap(page);
  const first = await page.evaluate(() => Array.from((window.dataLayer ?? [])[0] as ArrayLike<unknown>));
  expect(first.slice(0, 2)).toEqual(['consent', 'default']);
  expect(first[2]).toMatchObject({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  await banner(page).locator('[data-consent-accept-all]').click();
  const last = await page.evaluate(() => {
    const layer = window.dataLayer ?? [];
    return Array.from(layer[layer.length - 1] as ArrayLike<unknown>);
  });
  expect(last.slice(0, 2)).toEqual(['consent', 'update']);
  expect(last[2]).toMatchObject({ analytics_storage: 'granted' });
});
