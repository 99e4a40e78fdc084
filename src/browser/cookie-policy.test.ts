import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages.ts';
import { consentCookieName } from './consent-cookie.ts';
import { storageKeys } from './storage.ts';

const root = join(import.meta.dirname, '..', '..');

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|astro|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The first column of the cookie policy's table, without the "(local storage)" note. */
function policyNames(lang: string): string[] {
  const story = JSON.parse(
    readFileSync(join(root, 'content', 'stories', lang, 'legal', 'cookie-policy.json'), 'utf8'),
  ) as unknown;
  const names: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const node = value as { component?: string; table?: { tbody: { body: { value: string }[] }[] } };
      if (node.component === 'table' && node.table) {
        for (const row of node.table.tbody) names.push((row.body[0]?.value ?? '').replace(/\s*\(.*\)$/, ''));
      } else Object.values(node).forEach(walk);
    }
  };
  walk(story);
  return names;
}

describe('the cookie policy', () => {
  it('is the only place that writes a cookie in the browser: the consent module; the server sets none', () => {
    const writers: string[] = [];
    for (const file of sourceFiles(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      if (/document\.cookie\s*=[^=]/.test(text)) writers.push(relative(root, file));
      if (/['"`]set-cookie['"`]\s*[,:]/i.test(text) || /setCookie\s*\(/.test(text))
        writers.push(relative(root, file));
    }
    expect(writers).toEqual(['src/browser/consent-state.ts']);
    expect(readFileSync(join(root, 'src/browser/consent-state.ts'), 'utf8')).toContain(
      'serializeConsentCookie(',
    );
  });

  it.each(languages)('in %s lists exactly the cookie and storage entries the code writes', (lang) => {
    const inCode = [consentCookieName, ...storageKeys.localStorage, ...storageKeys.sessionStorage];
    expect(new Set(policyNames(lang))).toEqual(new Set(inCode));
    expect(policyNames(lang)).toHaveLength(inCode.length);
  });

  it('every storage key written in the code is registered (writeStorage only takes registered keys)', () => {
    const written = new Set<string>();
    for (const file of sourceFiles(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:localStorage|sessionStorage)\.setItem\(\s*['"]([^'"]+)['"]/g))
        written.add(match[1] ?? '');
      for (const match of text.matchAll(/const \w+Key = '(velora\.[^']+)'/g)) written.add(match[1] ?? '');
    }
    const registered = new Set<string>([...storageKeys.localStorage, ...storageKeys.sessionStorage]);
    for (const key of written) expect(registered, key).toContain(key);
  });
});
