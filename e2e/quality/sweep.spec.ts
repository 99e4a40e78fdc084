import { expect, test, type Page } from '@playwright/test';
import { bannerDelayMs } from '../../src/browser/cookie-banner.ts';
import { languages } from '../../src/i18n/languages.ts';
import { analyze } from '../support/axe.ts';
import { readSitemapLocs } from '../support/site.ts';

/** Every page of the sitemap as a local path. */
async function sitemapPaths(page: Page): Promise<string[]> {
  return (await readSitemapLocs(page.request)).map((loc) => new URL(loc).pathname);
}

function languageOf(path: string): string {
  const first = path.split('/')[1] ?? '';
  return (languages as readonly string[]).includes(first) ? first : 'en';
}

/** Pages checked at once per language: one context, several tabs, sharing the browser's idle time. */
const TABS = 3;

/** The head and accessibility problems of the page open in `page` (at `path`, in `lang`). */
async function checkPage(page: Page, path: string, lang: string): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(path, { waitUntil: 'load' });
  const head = await page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
      link.getAttribute('hreflang'),
    ),
    lang: document.documentElement.lang,
  }));
  if (!head.title) problems.push(`${path}: no title`);
  if (!head.description) problems.push(`${path}: no description`);
  if (!head.canonical.endsWith(path === '/' ? '/' : path))
    problems.push(`${path}: canonical ${head.canonical}`);
  if ([...languages, 'x-default'].some((code) => !head.hreflang.includes(code)))
    problems.push(`${path}: hreflang ${head.hreflang.join(',')}`);
  if (head.lang !== lang) problems.push(`${path}: lang ${head.lang}`);
  // Colours are checked as a person sees them: once the cookie banner, shown a second after load
  // to a visitor who has not answered, is on screen, and its fade-in and every other entrance
  // animation have ended. Endless ones (the notification ticker) are left running. The page's
  // clock jumps over the banner's delay (and fires every other timer due by then) instead of
  // waiting it out: a second a page (the sweep alone took 1.8 minutes instead of 2.1; the waits
  // overlapped with the other tabs' work). The animations are then brought to their end at once
  // (`finish()`: the same end state as played out): waiting for them took 320 ms a page, against
  // 56 ms.
  await page.clock.fastForward(bannerDelayMs);
  await page.waitForFunction(() => {
    const banner = document.querySelector<HTMLElement>('.cookie-banner');
    return !banner || !banner.hasAttribute('data-pending') || !banner.hidden;
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => {
          animation.finish();
          return animation.finished.catch(() => undefined);
        }),
    ),
  );
  const axe = await analyze(page);
  for (const violation of axe.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') {
      const targets = violation.nodes.map((n) => n.target.join(' ')).slice(0, 3);
      problems.push(`${path}: ${violation.id} (${violation.impact}) ${targets.join(' | ')}`);
    }
  }
  return problems;
}

test.describe('sweep over every page of the sitemap', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const lang of languages) {
    test(`${lang}: accessible, described, and nothing from a third party before consent`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(600_000);
      const paths = (await sitemapPaths(page)).filter((path) => languageOf(path) === lang);
      expect(paths.length).toBeGreaterThan(30);
      const origin = new URL(baseURL as string).origin;
      const foreign: string[] = [];
      // Every request of the context (each tab, workers included) must stay on the site's origin.
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (!['http:', 'https:'].includes(url.protocol)) return;
        if (url.origin !== origin) foreign.push(`${request.frame()?.url() ?? '?'} → ${request.url()}`);
      });
      // The pages' timers run on Playwright's clock, which flows as usual until a page jumps it. The
      // clock is the context's: a jump moves the other tabs' time too, which only shows their
      // banners sooner (each tab still waits for its own banner and animations).
      await context.clock.install();
      const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
      const queue = [...paths];
      const problems: string[] = [];
      await Promise.all(
        tabs.map(async (tab) => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift())
            problems.push(...(await checkPage(tab, path, lang)));
        }),
      );
      expect(problems.sort()).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});
