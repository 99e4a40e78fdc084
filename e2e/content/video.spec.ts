import { expect, test } from '@playwright/test';
import type { PageEntry, SiteContent } from '../../src/cms/index.ts';
import { getMediaKind } from '../../src/lib/media.ts';
import { answerConsent } from '../chrome/chrome-fixtures.ts';
import { getContent } from '../support/site.ts';

let content: SiteContent;
test.beforeAll(async () => {
  content = await getContent();
});

/** The first English page whose story embeds a media block that passes `test`. */
function pageWithMedia(test: (media: { youtube_id?: string; media?: { filename?: string } }) => boolean): PageEntry | undefined {
  const holds = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(holds);
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    if (record['component'] === 'media' && test(record)) return true;
    return Object.values(record).some(holds);
  };
  return content.languages.en.pages.find((page) => page.story && holds(page.story.content));
}

test('a YouTube embed loads nothing from YouTube until clicked, then plays with its controls', async ({ page, context, baseURL }) => {
  const entry = pageWithMedia((media) => !!media.youtube_id);
  test.skip(!entry, 'The content embeds no YouTube video.');
  await answerConsent(context, baseURL, 'necessary');
  const thirdParty: string[] = [];
  await page.route(/youtube|ytimg|googlevideo/, (route) => {
    thirdParty.push(route.request().url());
    return route.fulfill({ status: 204, body: '' });
  });
  await page.goto(entry!.path, { waitUntil: 'load' });
  const facade = page.locator('[data-youtube-facade]').first();
  await facade.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await facade.locator('.video__facade').click();
  const frame = facade.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
  await expect(frame).toHaveAttribute('title', /.+/);
});

test('a video file shows a play overlay and gains its controls on click', async ({ page, context, baseURL }) => {
  const entry = pageWithMedia((media) => getMediaKind(media.media?.filename ?? '') === 'video');
  test.skip(!entry, 'The content embeds no video file.');
  await answerConsent(context, baseURL);
  await page.goto(entry!.path, { waitUntil: 'load' });
  const player = page.locator('[data-video-player]').first();
  const video = player.locator('video');
  await expect(player.locator('.video__play')).toBeVisible();
  await expect(video).not.toHaveAttribute('controls', /.*/);
  await player.locator('.video__play').click();
  await expect(video).toHaveAttribute('controls', /.*/);
  await expect(player.locator('.video__play')).toHaveCount(0);
});
