import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteFile, loadSiteContent } from '../site-content.ts';
import { createLocalSource } from './local-source.ts';
import { selectContentSource } from './select-source.ts';
import { startStoryblokStandIn, type StoryblokStandIn } from '../../../test/support/storyblok-stand-in.ts';
import { createStoryblokSource } from './storyblok-source.ts';

const root = join(import.meta.dirname, '..', 'fixtures', 'content');
const local = createLocalSource(root);
let standIn: StoryblokStandIn;

beforeAll(async () => {
  standIn = await startStoryblokStandIn(local, 'test-token');
});
afterAll(() => standIn.close());

describe('the Storyblok source', () => {
  it('returns the same stories as the local files, page by page', async () => {
    const source = createStoryblokSource({ token: 'test-token', apiUrl: standIn.apiUrl });
    const fromStoryblok = await source.getStories('de');
    const fromFiles = await local.getStories('de');
    expect(fromStoryblok.map((s) => s.full_slug).sort()).toEqual(fromFiles.map((s) => s.full_slug).sort());
    expect(standIn.requests.some((r) => r.includes('language=de') && r.includes('version=published'))).toBe(
      true,
    );
  });

  it('builds exactly the same site content as the local source', async () => {
    const source = createStoryblokSource({ token: 'test-token', apiUrl: standIn.apiUrl });
    const viaStoryblok = await loadSiteContent(source, getSiteFile(root));
    const viaFiles = await loadSiteContent(local, getSiteFile(root));
    expect(viaStoryblok.pages.map((p) => p.path)).toEqual(viaFiles.pages.map((p) => p.path));
    expect(JSON.parse(JSON.stringify(viaStoryblok.languages))).toEqual(
      JSON.parse(JSON.stringify(viaFiles.languages)),
    );
  });

  it('fails with the API error when the token is wrong', async () => {
    const source = createStoryblokSource({ token: 'wrong', apiUrl: standIn.apiUrl });
    await expect(source.getStories('en')).rejects.toThrow(/Cannot read the en stories from Storyblok/);
  });

  it('is chosen when STORYBLOK_TOKEN is set, the local files otherwise', () => {
    expect(selectContentSource({ STORYBLOK_TOKEN: 't', STORYBLOK_API_URL: standIn.apiUrl }).name).toContain(
      standIn.apiUrl,
    );
    expect(selectContentSource({ CONTENT_DIR: root }).name).toContain(root);
  });
});
