import { expect, test, type Page } from '@playwright/test';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { strings } from '../../src/i18n/translate.ts';
import { getChromePages, waitForBootstrap } from '../chrome/chrome-fixtures.ts';
import { getContent } from '../support/site.ts';

const words = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}’'-]*\p{L}|\p{L}/gu) ?? [];

/**
 * Words every language uses as they are: names, products, loanwords. Each addition says why a
 * German, French or Italian page may show it.
 */
const sharedWords = new Set([
  'velora',
  'apple',
  'google',
  'pay',
  'play',
  'store',
  'app',
  'ebill',
  'moneyland',
  'finma',
  'chf',
  'eur',
  'usd',
  'gbp',
  'linkedin',
  'instagram',
  'youtube',
  'x',
  'sa',
  'ok',
  'e-mail',
  'email',
  'newsletter',
  'cookie',
  'cookies',
  'chat',
  'blog',
  'faq',
  'shewealth',
  'triple',
  'a',
  'pdf',
  'sms',
  'qr',
  'ombudsman',
  'e-banking',
  'etf',
  'etfs',
  'uid',
  'mwst',
  'che',
  'iban',
  'rue',
  'du',
  'rhône',
  'google',
  'analytics',
  'iphone',
  'android',
  'watch',
  'smartphone',
  'online',
  'team',
  'partner',
  'tools',
  'home',
  'menu',
  'min',
  'swiss',
  'private',
  'bank',
  'de',
  'fr',
  'it',
  'en',
]);

/** Loanwords one language uses as its own (German says "Banking", as in "E-Banking"). */
const loanwords: Partial<Record<Language, string[]>> = { de: ['banking'] };

/** Distinctly English words: every word of the English UI strings that the language's own strings never use. */
function englishOnly(lang: Language): Set<string> {
  const own = new Set([...Object.values(strings[lang]).flatMap(words), ...(loanwords[lang] ?? [])]);
  return new Set(
    Object.values(strings.en)
      .flatMap(words)
      .filter((word) => word.length > 2 && !own.has(word) && !sharedWords.has(word)),
  );
}

/** The visible text and accessible names (aria-label, alt, title) inside the matched elements. */
async function chromeText(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .flatMap((element) => {
        const named = [...element.querySelectorAll('[aria-label], img[alt], [title]')].map(
          (node) =>
            `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('alt') ?? ''} ${node.getAttribute('title') ?? ''}`,
        );
        return [(element as HTMLElement).innerText, element.getAttribute('aria-label') ?? '', ...named];
      })
      .join('\n'),
  );
}

function leftovers(text: string, english: Set<string>): string[] {
  return [...new Set(words(text).filter((word) => english.has(word)))];
}

// The English strings themselves are the reference; a missing translation would show them.
for (const lang of languages.filter((candidate) => candidate !== 'en')) {
  for (const width of [390, 1280]) {
    test(`no English in the chrome of ${lang} pages at ${width} px: header, menu, footer, cookie banner, modal`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      const english = englishOnly(lang);
      const { site } = await getContent();
      expect(english.size).toBeGreaterThan(100);
      const { home, faq } = await getChromePages(lang);
      const found: Record<string, string[]> = {};
      for (const path of [home, faq]) {
        await page.context().clearCookies();
        await page.goto(path);
        await waitForBootstrap(page);
        // The cookie banner (no answer stored yet) and the page title.
        await expect(page.locator('[data-consent-banner]')).toBeVisible();
        found[`${path} cookie banner`] = leftovers(await chromeText(page, '[data-consent-banner]'), english);
        found[`${path} title`] = leftovers(await page.title(), english);
        expect(await page.title()).not.toBe(site.brand);
        await page.locator('[data-consent-necessary]').click();
        // Header, every menu opened.
        if (width === 390) {
          await page.locator('.site-header__menu-toggle').click();
          for (const toggle of await page.locator('#mobile-menu button[aria-controls]').all()) {
            if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
          }
          found[`${path} menu`] = leftovers(await chromeText(page, '#mobile-menu'), english);
          await page.keyboard.press('Escape');
        } else {
          found[`${path} header`] = leftovers(await chromeText(page, 'header.site-header'), english);
        }
        found[`${path} footer`] = leftovers(await chromeText(page, 'footer.site-footer'), english);
      }
      // A modal's chrome: the newsletter modal's title, close button and fields.
      await page.locator('footer button[data-modal="subscribe"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      found['subscribe modal'] = leftovers(await chromeText(page, '[role="dialog"], dialog[open]'), english);
      const all = Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
      expect(all, `English words on ${lang} pages`).toEqual({});
    });
  }
}
