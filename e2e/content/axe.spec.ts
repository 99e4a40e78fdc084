import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { PageEntry, SiteContent } from '../../src/cms/index.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { answerConsent } from '../chrome/chrome-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { buildRoot, getContent } from '../support/site.ts';
import { hasBlock, templateOf } from './content-pages.ts';

let content: SiteContent;
test.beforeAll(async () => {
  content = await getContent();
});

/** One page per template (and per interactive block), as the content of `lang` has them. */
function templatePages(lang: Language): Map<string, PageEntry> {
  const chosen = new Map<string, PageEntry>();
  for (const page of content.languages[lang].pages) {
    const key = hasBlock(page, 'cost_calculator') ? 'calculator' : hasBlock(page, 'currency_converter') ? 'converter' : templateOf(page);
    if (key !== 'server-error' && !chosen.has(key)) chosen.set(key, page);
  }
  return chosen;
}

for (const lang of ['en', 'de'] as const) {
  test(`axe: every template in ${lang} has no serious or critical violation`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await answerConsent(context, baseURL);
    const failures: string[] = [];
    for (const [template, entry] of templatePages(lang)) {
      await page.goto(entry.path);
      failures.push(...(await seriousViolations(page)).map((line) => `${template} ${entry.path}: ${line}`));
    }
    expect(failures).toEqual([]);
  });

  test(`axe: the 500 page in ${lang}`, async ({ page, context, baseURL }) => {
    await answerConsent(context, baseURL);
    const home = content.languages[lang].pages.find((entry) => entry.slug === 'home');
    await page.goto(home?.path ?? '/');
    // The server sends the 500 page only when something fails; load its file into the page.
    // E2E_BUILD_ROOT: the build being served, when it is not dist/client.
    const file = join(process.env['E2E_BUILD_ROOT'] ?? buildRoot, lang === 'en' ? '500.html' : `${lang}/500.html`);
    await page.setContent(await readFile(file, 'utf8'), { waitUntil: 'load' });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
