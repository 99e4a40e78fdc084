import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { answerConsent, getChromePages } from './chrome-fixtures.ts';
import { languages } from '../../src/i18n/languages.ts';

/** Where the page's HTML stalls: inside the header's right-hand group, after the search button. */
const stallBefore = '<div class="lang-switcher"';
/** How long the connection stalls there: a slow network, the test's input (not a wait for a state). */
const stallMs = 600;

/**
 * A proxy of the site whose pages arrive in two parts, the first ending in the middle of the
 * header's bar, the second `stallMs` later, as over a slow connection. Every other file passes
 * through whole.
 */
async function startStallingProxy(origin: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin), {
        headers: { 'accept-encoding': 'identity' },
      });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
      const html = type.startsWith('text/html') ? body.toString('utf8') : undefined;
      const at = html?.indexOf(stallBefore) ?? -1;
      if (html === undefined || at === -1) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, at));
      setTimeout(() => response.end(html.slice(at)), stallMs);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test.describe('the header on a slow connection', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  let proxy: { url: string; server: Server };
  test.beforeAll(async ({ baseURL }) => {
    proxy = await startStallingProxy(baseURL ?? '');
  });
  test.afterAll(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));

  for (const lang of languages) {
    test(`is first painted whole, so its buttons never move (${lang})`, async ({ context, page }) => {
      await answerConsent(context, proxy.url);
      // Every frame the browser renders records how many of the right-hand group's parts it had.
      await page.addInitScript(() => {
        const seen: { frames: number[]; shifts: number } = { frames: [], shifts: 0 };
        Object.assign(window, { headerFrames: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) seen.shifts += 1;
        }).observe({ type: 'layout-shift', buffered: true });
        const frame = () => {
          const group = document.querySelector('.site-header__actions');
          if (group) seen.frames.push(group.children.length);
          if (document.readyState === 'loading') requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await page.goto(`${proxy.url}${(await getChromePages(lang)).faq}`, { waitUntil: 'load' });
      const { frames, shifts } = await page.evaluate(
        () => (window as unknown as { headerFrames: { frames: number[]; shifts: number } }).headerFrames,
      );
      const whole = await page.locator('.site-header__actions').evaluate((group) => group.children.length);
      // Frames with a header at all were rendered, and none of them before the group was whole.
      expect(frames.filter((parts) => parts !== whole)).toEqual([]);
      expect(shifts).toBe(0);
    });
  }
});
