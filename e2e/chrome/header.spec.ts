import { expect, test, type Page } from '@playwright/test';
import { answerConsent, getChromePages, waitForBootstrap } from './chrome-fixtures.ts';
import { freezeClock } from '../support/clock.ts';

const header = (page: Page) => page.locator('[data-site-header]');
const firstDropdown = (page: Page) => page.locator('.site-nav__item[data-disclosure]').first();

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ context, baseURL, page }) => {
    await answerConsent(context, baseURL);
    await page.goto((await getChromePages('en')).blogPost);
    await waitForBootstrap(page);
  });

  test('shows the navigation, not the hamburger, while the gap to the download button is at least 200 px', async ({
    page,
  }) => {
    await expect(header(page)).toHaveAttribute('data-collapsed', 'false');
    await expect(page.locator('.site-nav')).toBeVisible();
    await expect(page.locator('[data-menu-open]')).toBeHidden();
    const gap = await page.evaluate(() => {
      const nav = document.querySelector('[data-site-nav]')?.getBoundingClientRect();
      const button = document.querySelector('[data-header-download]')?.getBoundingClientRect();
      return (button?.left ?? 0) - (nav?.right ?? 0);
    });
    expect(gap).toBeGreaterThanOrEqual(200);
  });

  test('a dropdown opens on hover and closes 100 ms after the pointer leaves', async ({ page }) => {
    const item = firstDropdown(page);
    const panel = item.locator('.site-nav__panel');
    await item.locator('[data-disclosure-button]').hover();
    await expect(panel).toBeVisible();
    await expect(item.locator('[data-disclosure-button]')).toHaveAttribute('aria-expanded', 'true');
    // The close delay runs on Playwright's clock: still open at 99 ms, closed at 100 ms.
    await freezeClock(page);
    const isOpen = () => item.evaluate((element) => element.hasAttribute('data-open'));
    await item.dispatchEvent('pointerleave', { pointerType: 'mouse' });
    await page.clock.runFor(50);
    expect(await isOpen()).toBe(true);
    await page.clock.runFor(49);
    expect(await isOpen()).toBe(true);
    await page.clock.runFor(1);
    expect(await isOpen()).toBe(false);
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden();
  });

  test('coming back within 100 ms keeps the dropdown open', async ({ page }) => {
    const item = firstDropdown(page);
    await item.locator('[data-disclosure-button]').hover();
    await freezeClock(page);
    await item.dispatchEvent('pointerleave', { pointerType: 'mouse' });
    await page.clock.runFor(40);
    await item.dispatchEvent('pointerenter', { pointerType: 'mouse' });
    await page.clock.runFor(200);
    const open = await item.evaluate((element) => element.hasAttribute('data-open'));
    expect(open).toBe(true);
  });

  test('dropdowns work from the keyboard: focus opens, Tab enters, Escape closes and returns focus', async ({
    page,
  }) => {
    const item = firstDropdown(page);
    const button = item.locator('[data-disclosure-button]');
    await page.locator('.site-header__logo').first().focus();
    for (
      let i = 0;
      i < 10 && !(await button.evaluate((element) => element === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await expect(item.locator('.site-nav__panel')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(item.locator('.site-nav__panel a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(item.locator('.site-nav__panel')).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item.locator('.site-nav__panel')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(item.locator('.site-nav__panel')).toBeHidden();
  });

  test('only one dropdown is open at a time, and a click elsewhere closes it', async ({ page }) => {
    const dropdowns = page.locator('.site-nav__item[data-disclosure]');
    test.skip((await dropdowns.count()) < 2, 'the navigation has a single dropdown');
    await dropdowns.nth(0).locator('[data-disclosure-button]').focus();
    await page.keyboard.press('Enter');
    await dropdowns.nth(1).locator('[data-disclosure-button]').focus();
    await page.keyboard.press('Enter');
    await expect(dropdowns.nth(1)).toHaveAttribute('data-open', '');
    await expect(dropdowns.nth(0)).not.toHaveAttribute('data-open', '');
    await page.mouse.click(640, 700);
    await expect(dropdowns.nth(1)).not.toHaveAttribute('data-open', '');
  });

  test('collapses when the window narrows and expands again without moving the page', async ({ page }) => {
    const mainTop = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(header(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(page.locator('[data-menu-open]')).toBeVisible();
    expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().top)).toBe(mainTop);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(header(page)).toHaveAttribute('data-collapsed', 'false');
    expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().top)).toBe(mainTop);
  });
});

test.describe('header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test.beforeEach(async ({ context, baseURL, page }) => {
    await answerConsent(context, baseURL);
    await page.goto((await getChromePages('en')).blogPost);
    await waitForBootstrap(page);
  });

  test('collapses to the hamburger; the page does not scroll sideways', async ({ page }) => {
    await expect(header(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(page.locator('.site-nav')).toBeHidden();
    await expect(page.locator('[data-menu-open]')).toBeVisible();
    await expect(page.locator('[data-header-download]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the menu locks scrolling, hides third-party widgets, and closes on Escape with focus back on the toggle', async ({
    page,
  }) => {
    await page.evaluate(() => {
      const bubble = document.createElement('div');
      bubble.id = 'chatbase-bubble-button';
      bubble.textContent = 'chat';
      document.body.append(bubble);
    });
    const toggle = page.locator('[data-menu-open]');
    const menu = page.locator('dialog[data-mobile-menu]');
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/is-menu-open/);
    await expect(page.locator('#chatbase-bubble-button')).toBeHidden();
    await page.mouse.wheel(0, 800);
    // Two rendered frames: the wheel has been handled (and would have scrolled) by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveClass(/is-menu-open/);
    await expect(page.locator('#chatbase-bubble-button')).toBeVisible();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the menu is an accordion with one group open at a time, and its close button closes it', async ({
    page,
  }) => {
    await page.locator('[data-menu-open]').click();
    const groups = page.locator('dialog[data-mobile-menu] [data-disclosure="accordion"]');
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    await groups.nth(0).locator('[data-disclosure-button]').click();
    await expect(groups.nth(0).locator('.mobile-menu__panel')).toBeVisible();
    if (count > 1) {
      await groups.nth(1).locator('[data-disclosure-button]').click();
      await expect(groups.nth(1).locator('.mobile-menu__panel')).toBeVisible();
      await expect(groups.nth(0).locator('.mobile-menu__panel')).toBeHidden();
      await expect(groups.nth(0).locator('[data-disclosure-button]')).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await groups.nth(0).locator('[data-disclosure-button]').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[data-mobile-menu]')).toBeHidden();
    await page.locator('[data-menu-open]').click();
    await page.locator('dialog[data-mobile-menu] [data-menu-close]').click();
    await expect(page.locator('dialog[data-mobile-menu]')).toBeHidden();
  });

  test('keyboard focus stays inside the open menu', async ({ page }) => {
    await page.locator('[data-menu-open]').click();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest('dialog[data-mobile-menu]') !== null ||
          document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
  });
});
