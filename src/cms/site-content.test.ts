import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSiteFile, loadSiteContent } from './site-content.ts';
import { createLocalSource } from './sources/local-source.ts';

const fixtures = join(import.meta.dirname, 'fixtures', 'content');
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'velora-content-'));
  await cp(fixtures, root, { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const load = () => loadSiteContent(createLocalSource(root), getSiteFile(root));

async function editStory(
  lang: string,
  slug: string,
  edit: (story: { content: Record<string, unknown> }) => void,
) {
  const file = join(root, 'stories', lang, `${slug}.json`);
  const story = JSON.parse(await readFile(file, 'utf8'));
  edit(story);
  await writeFile(file, JSON.stringify(story));
}

describe('loadSiteContent', () => {
  it('routes every story in every language with the SPEC paths', async () => {
    const content = await load();
    const paths = content.pages.map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/de',
        '/fr',
        '/it',
        '/blog/savings/build-a-savings-habit',
        '/de/blog/savings',
        '/it/legal/privacy-policy',
        '/404',
        '/de/404',
        '/500',
      ]),
    );
    expect(paths).not.toContain('/config');
    expect(paths).not.toContain('/categories/savings');
  });

  it('falls back to English for empty translated fields and for missing languages', async () => {
    const content = await load();
    const entry = content.languages.de.config.content.navigation[0]?.groups[0]?.entries[0];
    expect(entry?.name).toBe('Savings account');
    expect(content.languages.de.config.content.navigation[0]?.groups[0]?.name).toBe('Konten');
    expect(content.languages.fr.bySlug.get('home')?.content).toMatchObject({
      title: 'Banking that fits in your pocket',
    });
  });

  it('with requireTranslations, fails naming every story, language and field that would show English', async () => {
    const strict = loadSiteContent(createLocalSource(root), getSiteFile(root), { requireTranslations: true });
    await expect(strict).rejects.toThrow(
      /Missing translations[\s\S]*story "de\/config" \(de\): field "content\.navigation\.0\.groups\.0\.entries\.0\.name" is empty/,
    );
    await expect(strict).rejects.toThrow(/has no fr version/);
  });

  it.each([
    ['de', 'Ab CHF 1,000.50 im Jahr'],
    ['de', 'Nur 0.60 % Gebühr'],
    ['en', 'From CHF 100 a month'],
  ])('fails the build on a figure in %s written otherwise than Intl writes it: %s', async (lang, title) => {
    await editStory(lang, 'home', (story) => {
      story.content['title'] = title;
    });
    await expect(load()).rejects.toThrow(
      new RegExp(`story "home" \\(${lang}\\): field "content\\.title": .* expected`),
    );
  });

  it('gives categories the default order 99 and lists posts newest first without hidden ones', async () => {
    await editStory('en', 'blog/savings/build-a-savings-habit', (story) => {
      story.content['isIndexingDisabled'] = true;
    });
    const content = await load();
    expect(content.languages.en.categories[0]?.content.order).toBe(99);
    expect(content.languages.en.posts).toHaveLength(0);
    const page = content.languages.en.pages.find((p) => p.slug === 'blog/savings/build-a-savings-habit');
    expect(page?.noindex).toBe(true);
  });

  it('fails on bad content naming the story, the field and what was expected', async () => {
    await editStory('de', 'blog/savings/build-a-savings-habit', (story) => {
      story.content['date'] = 'yesterday';
    });
    await expect(load()).rejects.toThrow(
      /story "blog\/savings\/build-a-savings-habit" \(de\)[\s\S]*field "content\.date": .*2026-03-02 09:00/,
    );
  });

  it('fails on an unknown block type, also inside rich text', async () => {
    await editStory('en', 'home', (story) => {
      (story.content['body'] as unknown[]).push({ _uid: 'z', component: 'carousel' });
    });
    await expect(load()).rejects.toThrow(/story "home" \(en\)[\s\S]*field "content\.body\.1\.component"/);
  });

  it('fails on an unknown block inside rich text with its path', async () => {
    await editStory('en', 'blog/savings/build-a-savings-habit', (story) => {
      const doc = story.content['content'] as { content: { attrs?: { body: unknown[] } }[] };
      doc.content[2]!.attrs!.body = [{ _uid: 'q', component: 'marquee' }];
    });
    await expect(load()).rejects.toThrow(/field "content\.content\.content\.2\.attrs\.body\.0\.component"/);
  });

  it('refuses a story outside the route patterns and a post in an unknown category', async () => {
    await editStory('en', 'legal/privacy-policy', (story) => {
      Object.assign(story, { full_slug: 'legal/x/privacy-policy' });
    });
    await expect(load()).rejects.toThrow(/not on any route/);
  });

  it('refuses a post whose category does not exist', async () => {
    await editStory('en', 'blog/savings/build-a-savings-habit', (story) => {
      story.content['categoryId'] = 'crypto';
    });
    await expect(load()).rejects.toThrow(/categoryId.*"crypto", expected one of savings/);
  });
});
