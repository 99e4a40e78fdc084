import { expect, test, type Page, type Request } from '@playwright/test';
import { getChromePages, waitForBootstrap } from './chrome-fixtures.ts';
import { freezeClock } from '../support/clock.ts';

// Tag manager, Google Analytics (gtag, analytics.js, the /collect beacon), the chat provider's embed.
const tracking =
  /gtm\.js|gtag\/js|analytics\.js|\/g\/collect|\/collect\?|embed\.min\.js|chatbase|chat\.velora\.ch|doubleclick|hotjar|hs-scripts/i;

/**
 * Browses like a visitor who has not answered the banner: scrolls, hovers, opens a dropdown, and
 * lets the page's timers (banner delay, prefetch batches, chat) run on Playwright's clock, which the
 * caller installs, before waiting for the network to go quiet.
 */
async function browseWithoutAnswering(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForBootstrap(page);
  await page.clock.runFor(1500);
  await page.mouse.wheel(0, 2000);
  await page
    .locator('[data-disclosure-button]')
    .first()
    .hover()
    .catch(() => undefined);
  await page.mouse.wheel(0, 20000);
  await page.clock.runFor(4000);
  await page.waitForLoadState('networkidle');
}

test('before consent: no request leaves the site, nothing tracks, and no cookie is set', async ({
  page,
  context,
  baseURL,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const pages = await getChromePages('en');
  await freezeClock(page);
  for (const path of [pages.home, pages.blogPost, pages.faq]) await browseWithoutAnswering(page, path);

  const origin = new URL(baseURL ?? page.url()).origin;
  const log = requests.map((request) => `${request.resourceType()} ${request.url()}`);
  test
    .info()
    .annotations.push({ type: 'requests', description: `${requests.length} requests, all to ${origin}` });
  expect(
    log.filter((line) => !line.split(' ')[1]?.startsWith(origin) && !line.split(' ')[1]?.startsWith('data:')),
  ).toEqual([]);
  expect(log.filter((line) => tracking.test(line))).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(await page.locator('script[data-chat-provider]').count()).toBe(0);
  await expect(page.locator('[data-chat-placeholder]')).toBeHidden();
});

test('refusing keeps it that way: only the necessary cookies_seen cookie, no chat, no third party', async ({
  page,
  context,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await freezeClock(page);
  await page.goto((await getChromePages('de')).home);
  await page.clock.runFor(1500);
  await page.locator('[data-consent-necessary]').click();
  await page.goto((await getChromePages('de')).faq);
  await page.clock.runFor(2000);
  await page.waitForLoadState('networkidle');
  const origin = new URL(baseURL ?? page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['cookies_seen']);
  expect(await page.locator('script[data-chat-provider]').count()).toBe(0);
});

test('accepting loads the chat provider from the configured domain; the placeholder shows dots, then goes when it fails', async ({
  page,
}) => {
  await page.goto((await getChromePages('en')).home);
  await page.locator('[data-consent-accept-all]').click();
  const script = page.locator('script[data-chat-provider]');
  await expect(script).toHaveCount(1);
  const placeholder = page.locator('[data-chat-placeholder]');
  const domain = await placeholder.getAttribute('data-chat-domain');
  await expect(script).toHaveAttribute('src', `https://${domain}/embed.min.js`);
  await expect(script).toHaveAttribute(
    'chatbotId',
    (await placeholder.getAttribute('data-chatbot-id')) ?? '',
  );
  // No provider is reachable here (and the page's policy does not list it yet): the wait ends at once.
  await expect(placeholder).toBeHidden();
});

test('the chat placeholder bounces until the bubble appears, looking every 300 ms', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'cookies_seen', value: '1.all', url: baseURL ?? '' }]);
  // Stand in for a provider that loads: the script element stays pending instead of failing.
  await page.addInitScript(() => {
    const append = Element.prototype.append;
    Element.prototype.append = function (...nodes: (Node | string)[]) {
      const filtered = nodes.filter(
        (node) => !(node instanceof HTMLScriptElement && node.hasAttribute('data-chat-provider')),
      );
      if (filtered.length !== nodes.length)
        (window as unknown as { __chatScript: boolean }).__chatScript = true;
      return append.apply(this, filtered);
    };
  });
  await freezeClock(page);
  await page.goto((await getChromePages('en')).home);
  const placeholder = page.locator('[data-chat-placeholder]');
  await expect(placeholder).toBeVisible();
  await expect(placeholder.locator('.chat-placeholder__dots span')).toHaveCount(3);
  await page.clock.runFor(700);
  await expect(placeholder).toBeVisible();
  await page.evaluate(() => {
    const bubble = document.createElement('button');
    bubble.id = 'chatbase-bubble-button';
    bubble.textContent = 'Chat';
    document.body.append(bubble);
  });
  // The next look, at most 300 ms later on the page's clock, finds the bubble.
  await page.clock.runFor(300);
  await expect(placeholder).toBeHidden();
});

test('the chat placeholder gives up after 30 s without a bubble', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cookies_seen', value: '1.all', url: baseURL ?? '' }]);
  await freezeClock(page);
  await page.addInitScript(() => {
    const append = Element.prototype.append;
    Element.prototype.append = function (...nodes: (Node | string)[]) {
      return append.apply(
        this,
        nodes.filter(
          (node) => !(node instanceof HTMLScriptElement && node.hasAttribute('data-chat-provider')),
        ),
      );
    };
  });
  await page.goto((await getChromePages('en')).home);
  const placeholder = page.locator('[data-chat-placeholder]');
  await expect(placeholder).toBeVisible();
  await page.clock.runFor(29_000);
  await expect(placeholder).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(placeholder).toBeHidden();
});
