import { expect, test, type Page } from '@playwright/test';
import { answerConsent, getChromePages, waitForBootstrap } from './chrome-fixtures.ts';
import { getContent } from '../support/site.ts';

// The app-download banner and button, and the newsletter prompt, per device.
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
