import { expect, test } from '@playwright/test';
import { answerConsent, getChromePages, waitForBootstrap } from './chrome-fixtures.ts';

// The notification bar at the top of every page.
test.describe('notification bar', () => {
  test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

  test('repeats its text 4 times, scrolls, and can be paused', async ({ page }) => {
    await page.goto((await getChromePages('en')).home);
    const bar = page.locator('[data-notification-bar]');
    test.skip((await bar.count()) === 0, 'the notification bar is switched off in the content');
    await waitForBootstrap(page);
    await expect(bar.locator('.notification-bar__text')).toHaveCount(4);
    await expect(bar.locator('.notification-bar__text[aria-hidden="true"]')).toHaveCount(3);
    const state = () =>
      bar.locator('.notification-bar__track').evaluate((track) => getComputedStyle(track).animationPlayState);
    expect(
      await bar
        .locator('.notification-bar__track')
        .evaluate((track) => getComputedStyle(track).animationName),
    ).toBe('notification-marquee');
    await page.mouse.move(5, 600);
    expect(await state()).toBe('running');
    await bar.locator('[data-marquee-toggle]').click();
    await page.mouse.move(5, 600);
    await expect(bar.locator('[data-marquee-toggle]')).toHaveAttribute('aria-pressed', 'true');
    expect(await state()).toBe('paused');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('stands still, shown once', async ({ page }) => {
      await page.goto((await getChromePages('en')).home);
      const bar = page.locator('[data-notification-bar]');
      test.skip((await bar.count()) === 0, 'the notification bar is switched off in the content');
      expect(
        await bar
          .locator('.notification-bar__track')
          .evaluate((track) => getComputedStyle(track).animationName),
      ).toBe('none');
      await expect(bar.locator('.notification-bar__text').nth(1)).toBeHidden();
      await expect(bar.locator('[data-marquee-toggle]')).toBeHidden();
    });
  });
});
