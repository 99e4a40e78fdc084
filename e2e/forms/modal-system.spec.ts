import { expect, test } from '@playwright/test';
import { answerConsent, localized, modal, openModal } from './forms-support.ts';

test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

test('?modal=subscribe opens the subscribe modal on load, labelled by its title, page scroll locked', async ({
  page,
}) => {
  const dialog = await openModal(page, 'subscribe');
  await expect(dialog).toHaveAccessibleName('Subscribe to our newsletter');
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
});

test('?modal=nonsense opens nothing and loads no React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/?modal=nonsense');
  await page.waitForLoadState('load');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(await page.evaluate(() => window.__veloraModals)).toBe(true);
  expect(scripts.filter((url) => /modal-app/.test(url))).toEqual([]);
});

test('Escape closes the modal, returns focus to the button that opened it and unlocks the page', async ({
  page,
}) => {
  await page.goto('/');
  const trigger = page.locator('footer [data-modal="subscribe"]');
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  const dialog = modal(page, 'subscribe');
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog while tabbing.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('a click outside the dialog closes it; a click inside does not', async ({ page }) => {
  const dialog = await openModal(page, 'contact-us');
  await dialog.getByRole('heading', { level: 2 }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('modal')).toBe(false);
});

test('the close button closes; a CMS-style trigger with content opens through the delegated listener', async ({
  page,
}) => {
  const dialog = await openModal(page, 'download-app', 'de');
  await expect(dialog.getByRole('img', { name: /QR-Code/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schliessen' }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.dataset['modal'] = 'shewealth';
    button.dataset['modalContent'] = '{"contest":"shewealth-geneva"}';
    button.textContent = 'SheWealth';
    document.querySelector('main')?.append(button);
  });
  await page.getByRole('button', { name: 'SheWealth' }).click();
  await expect(modal(page, 'shewealth')).toBeVisible();
});

test('one modal at a time: a success replaces the form, and closing it returns to idle', async ({ page }) => {
  await openModal(page, 'subscribe');
  await page.evaluate(() =>
    document.dispatchEvent(new CustomEvent('velora:open-modal', { detail: { name: 'error' } })),
  );
  await expect(modal(page, 'error')).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
});

test('a form button of the content in sight starts the proof of work when the page is idle, with no React; a page with none fetches no challenge', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  // The home page's hero holds a booking button: on screen at load.
  await page.goto('/');
  await expect.poll(() => requests.filter((path) => path === '/api/verification/challenge').length).toBe(1);
  expect(requests.filter((path) => /(modal-app|react)[^/]*\.js$/i.test(path))).toEqual([]);

  // The privacy policy has no form in its content: only the chrome's buttons, which wait for intent.
  requests.length = 0;
  await page.goto('/legal/privacy-policy');
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  expect(requests.filter((path) => path === '/api/verification/challenge')).toEqual([]);
  expect(requests.filter((path) => path.startsWith('/modal-data/'))).toEqual([]);
});

for (const lang of ['en', 'de', 'fr', 'it'] as const) {
  test(`a page names its language's modal data file instead of carrying it, and the modal reads it (${lang})`, async ({
    page,
    request,
  }) => {
    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
    const path = localized('/legal/privacy-policy', lang);
    await page.goto(path);
    const element = page.locator('#velora-modal-data');
    expect(await element.textContent()).toBe('');
    const source = (await element.getAttribute('data-src')) ?? '';
    expect(source).toMatch(new RegExp(`^/modal-data/${lang}\\.[\\w-]{10}\\.json$`));
    expect(await element.getAttribute('data-latest')).toBe(`/modal-data/${lang}.json`);

    const hashed = await request.get(source, { headers: { 'Accept-Encoding': 'br' } });
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers()['content-encoding']).toBe('br');
    const data = (await hashed.json()) as { lang: string; strings: Record<string, string> };
    expect(data.lang).toBe(lang);
    const current = await request.get(`/modal-data/${lang}.json`);
    expect(current.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(await current.json()).toEqual(data);

    // The page's HTML carries none of the modal strings; the opened modal shows them.
    const html = await (await request.get(path)).text();
    const title = data.strings['modal.subscribe.title'] ?? '';
    expect(title).not.toBe('');
    expect(html).not.toContain(JSON.stringify(title));
    await page.locator('footer [data-modal="subscribe"]').click();
    await expect(modal(page, 'subscribe').getByRole('heading', { level: 2 })).toHaveText(title);
    expect(fetched.filter((path) => path.startsWith('/modal-data/'))).toEqual([source]);
  });
}
