import { expect, test, type Page } from '@playwright/test';
import { answerConsent, localized, modal } from './forms-support.ts';

/**
 * Issue 13, items 10, 13, 14 and 15: every form has a place on the site where a visitor finds it,
 * and a content link that names a modal opens it on the page instead of loading one; the
 * download-app QR code leads to the store of the visitor's phone; the phone country list shows
 * SVG flags that load.
 */
test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));
test.describe.configure({ timeout: 60_000 });

const languages = ['en', 'de', 'fr', 'it'] as const;

/** Clicks the content button that opens `name` and expects its dialog, on the same page (no load). */
async function opensInPlace(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const url = page.url();
  await page.locator(`main [data-modal="${name}"]`).first().click();
  // The first modal of a page loads React: give a busy machine time.
  await expect(modal(page, name)).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(page.url()).toBe(url);
  await modal(page, name)
    .getByRole('button', { name: /^(Close|Schliessen|Fermer|Chiudi)$/ })
    .click();
  await expect(modal(page, name)).toBeHidden();
}

for (const lang of languages) {
  test(`contact page: contact us, asset management and the complaint open in place (${lang})`, async ({
    page,
  }) => {
    await page.goto(localized('/contact', lang));
    for (const name of ['contact-us', 'amg-contact', 'complaint']) await opensInPlace(page, name);
  });

  test(`investment page: asset management and SheWealth open in place (${lang})`, async ({ page }) => {
    await page.goto(localized('/investment', lang));
    for (const name of ['amg-contact', 'shewealth']) await opensInPlace(page, name);
  });
}

test('the download-app QR code is 256 px and encodes the store page of the language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const lang of ['en', 'it'] as const) {
    await page.goto(`${localized('/', lang)}?modal=download-app`);
    const image = modal(page, 'download-app').locator('.download-app__qr img');
    await expect(image).toBeVisible({ timeout: 20_000 });
    expect(await image.evaluate((element: HTMLImageElement) => element.getBoundingClientRect().width)).toBe(
      256,
    );
    // The code is a file of its own, loaded only by this modal.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(256);
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^/modal-data/${lang}\\.[\\w-]{10}\\.svg$`));
    // The page names its language's modal data file; the modals fetched it on the way.
    const data = await page.evaluate(async () => {
      const source = document.getElementById('velora-modal-data')?.getAttribute('data-src') ?? '';
      return (await (await fetch(source)).json()) as { links?: { appDownload?: string } };
    });
    expect(new URL(data.links?.appDownload ?? '').pathname).toBe(localized('/get-app/store', lang));
  }
});

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  Android:
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

for (const [device, userAgent] of Object.entries(agents)) {
  test(`the store page sends an ${device} on to its store`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    // The stores stand in for themselves: nothing leaves the machine.
    await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>store</title>' }),
    );
    await page.goto(`${baseURL}/de/get-app/store`);
    await page.waitForURL(device === 'iPhone' ? /apps\.apple\.com/ : /play\.google\.com/);
    await context.close();
  });
}

test('the store page shows both stores on a computer, in the language', async ({ page }) => {
  await page.goto('/fr/get-app/store');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Télécharger dans l’App Store' })).toHaveAttribute(
    'href',
    /apps\.apple\.com/,
  );
  await expect(page.getByRole('link', { name: 'Disponible sur Google Play' })).toHaveAttribute(
    'href',
    /play\.google\.com/,
  );
  expect(page.url()).toMatch(/\/fr\/get-app\/store$/);
});

test('the phone country list shows SVG flags that loaded, and every flag file exists', async ({
  page,
  request,
}) => {
  await page.goto('/?modal=contact-us');
  const dialog = modal(page, 'contact-us');
  await dialog.locator('.country-select__button').click({ timeout: 20_000 });
  const list = dialog.getByRole('listbox');
  await expect(list).toBeVisible({ timeout: 20_000 });
  const flags = list.locator('img.country-flag');
  await expect(flags.first()).toBeVisible();
  // Scroll further down: the lazily loaded flags there load too.
  await list.evaluate((element) => element.scrollTo(0, 2000));
  const loaded = async () =>
    list.locator('img.country-flag').evaluateAll((images: HTMLImageElement[]) =>
      images
        .filter((image) => {
          const box = image.getBoundingClientRect();
          const frame = image.closest('[role="listbox"]')?.getBoundingClientRect();
          return frame !== undefined && box.top >= frame.top && box.bottom <= frame.bottom;
        })
        .map((image) => ({ src: image.getAttribute('src'), ok: image.complete && image.naturalWidth > 0 })),
    );
  await expect
    .poll(
      async () => {
        const images = await loaded();
        return images.length > 3 && images.every((image) => image.ok);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(await list.locator('.country-flag--emoji').count()).toBe(0);
  const sources = await flags.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  for (const source of sources) expect((await request.get(source)).status(), source).toBe(200);
});
