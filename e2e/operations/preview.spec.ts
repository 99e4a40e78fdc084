import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStoryblokStandIn, type StoryblokStandIn } from '../../test/support/storyblok-stand-in.ts';
import { signPreviewQuery } from '../../src/lib/preview-token.ts';
import { createDraftSource, draftHeadline, isBlock } from '../../test/support/storyblok-draft-source.ts';
import { startServe } from '../support/processes.ts';

/**
 * Storyblok's Visual Editor preview, black-box: a server with STORYBLOK_PREVIEW_TOKEN, its drafts
 * served by a local stand-in of the CDN API. A valid editor token shows the draft with the editor's
 * markers, framed only by Storyblok and never cached; an invalid or stale one, the published page.
 */
const previewToken = 'preview-token-of-the-space';
const publishedHeadline = 'Private banking, now in your pocket';
let standIn: StoryblokStandIn;
let server: ChildProcess;
let base = '';
let dataDir = '';

function editorQuery(ageSeconds = 0, token = previewToken): string {
  const timestamp = Math.floor(Date.now() / 1000) - ageSeconds;
  return new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': '1234',
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': signPreviewQuery('1234', token, timestamp),
  }).toString();
}

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default', timeout: 180_000 });

test.beforeAll(async () => {
  // The hook's own deadline is the config's 30 s, not the group's (startServe allows 60 s).
  test.setTimeout(180_000);
  standIn = await startStoryblokStandIn(createDraftSource(), previewToken);
  dataDir = mkdtempSync(join(tmpdir(), 'velora-preview-'));
  ({ child: server, origin: base } = await startServe({
    DATA_DIR: dataDir,
    STORYBLOK_PREVIEW_TOKEN: previewToken,
    STORYBLOK_API_URL: standIn.apiUrl,
  }));
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a valid editor token shows the draft with the editor markers, framed by Storyblok only', async () => {
  const response = await fetch(`${base}/?${editorQuery()}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain(draftHeadline);
  expect(html).not.toContain(publishedHeadline);
  expect(html).toMatch(/data-blok-c="[^"]*hero/);
  expect(html).toMatch(/data-blok-uid="\d+-[^"]+"/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-frame-options')).toBeNull();
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain('frame-ancestors https://app.storyblok.com');
  expect(csp).toMatch(/script-src [^;]*https:\/\/app\.storyblok\.com/);
});

test('an invalid or stale token gets the published page, exactly as without one', async () => {
  const published = await fetch(`${base}/`);
  const publishedHtml = await published.text();
  expect(publishedHtml).toContain(publishedHeadline);
  for (const query of [editorQuery(0, 'wrong-token'), editorQuery(2 * 3600)]) {
    const response = await fetch(`${base}/?${query}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(publishedHtml);
    expect(response.headers.get('content-security-policy')).toBe(
      published.headers.get('content-security-policy'),
    );
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  }
});

test('the editor’s unsaved story is rendered on POST (the bridge’s input event)', async () => {
  const stories = await createDraftSource().getStories('en');
  const home = stories.find((story) => story.full_slug === 'home')!;
  const content = structuredClone(home.content) as { body: { component: string; title?: string }[] };
  content.body.find((block) => block.component === 'hero')!.title = 'Typed but not saved yet';
  const response = await fetch(`${base}/?${editorQuery()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: home.id, lang: 'default', content }),
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Typed but not saved yet');
});

test('in Chromium the draft page renders with its blocks marked', async ({ page }) => {
  await page.goto(`${base}/?${editorQuery()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeadline);
  expect(await page.locator('[data-blok-uid]').count()).toBeGreaterThan(2);
});

/** Every block of a draft story (its content, nested blocks, blocks in rich text): `{id}-{uid}`. */
function blockIds(value: unknown, storyId: number, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => blockIds(item, storyId, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record['_uid'] === 'string' && isBlock(record['component']))
      found.push(`${storyId}-${record['_uid']}`);
    Object.values(record).forEach((item) => blockIds(item, storyId, found));
  }
  return found;
}

test('every block of every draft page, the story itself included, is marked for the editor', async () => {
  const stories = await createDraftSource().getStories('en');
  // Configuration and categories are data that no page shows as a block of its own.
  const pages = stories.filter(
    (story) => !['config', 'category'].includes(String(story.content['component'])),
  );
  expect(pages.length).toBeGreaterThan(20);
  const unmarked: string[] = [];
  for (const story of pages) {
    const path = story.full_slug === 'home' ? '/' : `/${story.full_slug}`;
    const response = await fetch(`${base}${path}?${editorQuery()}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    const marked = new Set([...html.matchAll(/data-blok-uid="([^"]+)"/g)].map((match) => match[1]));
    const missing = blockIds(story.content, story.id).filter((id) => !marked.has(id));
    unmarked.push(...missing.map((id) => `${path}: ${id}`));
  }
  expect(unmarked).toEqual([]);
});
