// Visual review: every page type at 390 px and 1280 px in the four languages, written to
// screenshots/review/ (not committed). Serves the last build itself. `node scripts/screenshots.mjs [lang...]`
// Then the chrome (header, footer, cookie banner) and every form with its errors, through the
// Playwright flows of e2e/screenshots (into screenshots/); `--pages-only` skips those.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { startBuiltServer } from '../bench/start-server.mjs';

const pageTypes = {
  home: '/',
  'blog-post': '/blog/investing/etf-basics-for-swiss-investors',
  'blog-list': '/blog',
  'blog-category': '/blog/savings',
  faq: '/faq',
  legal: '/legal/privacy-policy',
  'legal-index': '/legal',
  event: '/event/zurich-investing-breakfast-2027',
  events: '/events',
  perk: '/benefit/atelier-rhone-coworking',
  benefits: '/benefits',
  'about-us': '/about-us',
  article: '/investment/our-philosophy',
  calculator: '/investment/cost-calculator',
  converter: '/bank/currency-converter/chf-eur',
  contact: '/contact',
  'lost-card': '/lost-card',
  landing: '/lp/switch-to-velora',
  '3a': '/3a/pillar-3a-explained',
  'not-found': '/no-such-page',
};
const args = process.argv.slice(2);
const pagesOnly = args.includes('--pages-only');
const requested = args.filter((arg) => !arg.startsWith('--'));
const languages = requested.length ? requested : ['en', 'de', 'fr', 'it'];
mkdirSync('screenshots/review', { recursive: true });
const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    // The review is of the pages, not of the cookie banner: consent is given up front.
    await context.addCookies([{ name: 'cookies_seen', value: '1.necessary', url: server.url }]);
    const page = await context.newPage();
    for (const lang of languages) {
      for (const [name, path] of Object.entries(pageTypes)) {
        const localized = lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`;
        await page.goto(server.url + localized, { waitUntil: 'load' });
        // Load lazy images before the full-page capture.
        await page.evaluate(async () => {
          for (const img of document.querySelectorAll('img[loading="lazy"]'))
            img.setAttribute('loading', 'eager');
          await Promise.all(
            [...document.images].map((img) =>
              img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
            ),
          );
        });
        await page.screenshot({ path: `screenshots/review/${lang}-${width}-${name}.png`, fullPage: true });
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `Screenshots of ${Object.keys(pageTypes).length} page types in ${languages.join(', ')} at 390 and 1280 px: screenshots/review/`,
);
if (!pagesOnly) {
  const flows = spawnSync(process.execPath, ['node_modules/.bin/playwright', 'test', 'e2e/screenshots'], {
    stdio: 'inherit',
    env: { ...process.env, VISUAL_REVIEW: '1' },
  });
  if (flows.status !== 0) process.exit(flows.status ?? 1);
  console.log('Screenshots of the chrome and of every form with its errors: screenshots/');
}
