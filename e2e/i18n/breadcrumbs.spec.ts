import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { listBuiltPages } from '../support/site.ts';

interface Crumb {
  position: number;
  name: string;
  item: string;
}

/** The BreadcrumbList JSON-LD items of a built page, or [] when it has none. */
function breadcrumbsOf(html: string): Crumb[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  for (const [, json = ''] of blocks) {
    const data = JSON.parse(json) as { '@type'?: string; itemListElement?: Crumb[] };
    if (data['@type'] === 'BreadcrumbList') return data.itemListElement ?? [];
  }
  return [];
}

test('every breadcrumb item of every built page is a built page of the same language', () => {
  const pages = listBuiltPages();
  const built = new Set(pages.map((page) => page.urlPath));
  const problems: string[] = [];
  let checked = 0;
  for (const { file, urlPath } of pages) {
    const lang = /^\/(de|fr|it)(?:\/|$)/.exec(urlPath)?.[1] ?? 'en';
    for (const crumb of breadcrumbsOf(readFileSync(file, 'utf8'))) {
      checked += 1;
      const path = new URL(crumb.item).pathname;
      const crumbLang = /^\/(de|fr|it)(?:\/|$)/.exec(path)?.[1] ?? 'en';
      if (!built.has(path)) problems.push(`${urlPath}: crumb "${crumb.name}" -> ${path} is no built page`);
      if (crumbLang !== lang)
        problems.push(`${urlPath}: crumb "${crumb.name}" -> ${path} is in another language`);
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(problems).toEqual([]);
});
