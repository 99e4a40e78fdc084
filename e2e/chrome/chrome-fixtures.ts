import type { BrowserContext, Page } from '@playwright/test';
import type { Language } from '../../src/i18n/languages.ts';
import type { PageEntry } from '../../src/cms/index.ts';
import { consentRevision } from '../../src/browser/consent-cookie.ts';
import { getContent } from '../support/site.ts';

/** Pages the chrome specs visit, taken from the content the build used. */
export interface ChromePages {
  home: string;
  blogPost: string;
  legal: string;
  faq: string;
  contact: string;
}

function find(pages: PageEntry[], lang: Language, test: (page: PageEntry) => boolean, what: string): string {
  const page = pages.find((candidate) => candidate.lang === lang && test(candidate));
  if (!page) throw new Error(`The content has no ${what} in ${lang}; the chrome specs need one.`);
  return page.path;
}

/** The home, a blog post, a legal page, the FAQ and the contact page of `lang`. */
export async function getChromePages(lang: Language): Promise<ChromePages> {
  const { pages } = await getContent();
  return {
    home: find(pages, lang, (page) => page.slug === 'home', 'home page'),
    blogPost: find(
      pages,
      lang,
      (page) => page.story?.content.component === 'blog_post' && !page.noindex,
      'blog post',
    ),
    legal: find(pages, lang, (page) => page.story?.content.component === 'legal', 'legal page'),
    faq: find(pages, lang, (page) => page.slug === 'faq', 'FAQ page'),
    contact: find(pages, lang, (page) => page.slug === 'contact', 'contact page'),
  };
}

/**
 * Stores a consent answer before the page loads, so specs that are not about consent see no banner.
 * `all` allows non-necessary cookies, `necessary` refuses them.
 */
export async function answerConsent(
  context: BrowserContext,
  baseURL: string | undefined,
  answer: 'all' | 'necessary' = 'necessary',
): Promise<void> {
  await context.addCookies([
    { name: 'cookies_seen', value: `${consentRevision}.${answer}`, url: baseURL ?? 'http://127.0.0.1:4399' },
  ]);
}

/** Waits until the bootstrap script has run (it marks `<html data-js>`). */
export async function waitForBootstrap(page: Page): Promise<void> {
  await page.locator('html[data-js]').waitFor({ state: 'attached' });
}

/** The viewport widths the chrome is checked at: a phone and a laptop. */
export const widths = [390, 1280] as const;
