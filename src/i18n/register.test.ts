import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { technicalKeys } from '../cms/technical-fields.ts';
import { findInformalAddress } from '../lib/register.ts';
import { strings } from './translate.ts';

const formal = ['de', 'fr', 'it'] as const;
const storiesRoot = join(import.meta.dirname, '..', '..', 'content', 'stories');

function* storyFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* storyFiles(path);
    else if (name.endsWith('.json')) yield path;
  }
}

function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* texts(item, `${path}.${index}`);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value))
      if (!technicalKeys.has(key)) yield* texts(child, `${path}.${key}`);
  }
}

/**
 * One formal register per language, as a Swiss private bank addresses its clients: Sie, vous, Lei.
 * Informal pronouns (du, tu, voi…) in UI strings or sample content fail, with where they are.
 */
describe('formal register', () => {
  it.each(formal)('the %s UI strings address the reader formally', (lang) => {
    const informal = Object.entries(strings[lang]).flatMap(([key, text]) =>
      findInformalAddress(text, lang).map((hit) => `${key}: "${hit.word}" in ${JSON.stringify(text)}`),
    );
    expect(informal).toEqual([]);
  });

  it.each(formal)('the %s sample content addresses the reader formally', (lang) => {
    const informal: string[] = [];
    for (const file of storyFiles(join(storiesRoot, lang))) {
      const story = JSON.parse(readFileSync(file, 'utf8')) as { full_slug: string; content: unknown };
      for (const [field, text] of texts(story.content, 'content')) {
        for (const hit of findInformalAddress(text, lang)) {
          informal.push(`${story.full_slug} ${field}: "${hit.word}" in ${JSON.stringify(text.slice(0, 80))}`);
        }
      }
    }
    expect(informal).toEqual([]);
  });
});
