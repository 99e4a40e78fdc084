import { expect, test, type Page } from '@playwright/test';
import { answerConsent, localized, modal } from './forms-support.ts';

/**
 * A modal's title and close button stay where they first appear while its content arrives: a
 * form's fields load after the dialog opens (their code is fetched on demand) and the booking's
 * steps change its height, so a dialog centred down the page moved its close button up by a few
 * hundred pixels under a pointer already on its way to it (a click then landed in the form and the
 * dialog stayed open).
 */
test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));
test.describe.configure({ timeout: 60_000 });

/** Every modal with content of its own; `grows`: its content arrives after the dialog shows and makes it taller. */
const cases = [
  { name: 'subscribe', grows: true },
  { name: 'contact-us', grows: true },
  { name: 'contact-extended', grows: true },
  { name: 'complaint', grows: true },
  { name: 'amg-contact', grows: true },
  { name: 'shewealth', grows: true },
  { name: 'schedule-a-call', grows: true },
  { name: 'download-app', grows: false },
] as const;
const languages = ['en', 'de', 'fr', 'it'] as const;
const widths = [390, 1280] as const;

/** Holds back every script requested after the page's load by `delayMs`; counts those in flight. */
async function delayLateScripts(page: Page, delayMs: number): Promise<() => number> {
  let loaded = false;
  let inFlight = 0;
  page.on('load', () => {
    loaded = true;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      if (!loaded) return route.continue();
      inFlight += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue().finally(() => {
        inFlight -= 1;
      });
    },
  );
  return () => inFlight;
}

/** Records, every frame, where the open dialog's close button is and how tall the dialog is. */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: { top: number; left: number; height: number }[] = [];
    (window as unknown as { modalFrames: typeof frames }).modalFrames = frames;
    const tick = () => {
      const button = document.querySelector('dialog[open] .modal__close');
      const dialog = button?.closest('dialog');
      if (button && dialog) {
        const { top, left } = button.getBoundingClientRect();
        frames.push({ top, left, height: dialog.getBoundingClientRect().height });
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

for (const [index, { name, grows }] of cases.entries()) {
  const lang = languages[index % languages.length] ?? 'en';
  test(`the ${name} modal keeps its close button in place while its content arrives (${lang})`, async ({
    page,
  }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      // The modal opens as a content button opens it, and the scripts it needs arrive late, as on
      // a slow connection: the dialog shows first, its fields after.
      await page.goto(localized('/', lang));
      const inFlight = await delayLateScripts(page, 400);
      await page.waitForLoadState('load');
      await recordFrames(page);
      await page.evaluate((modalName) => {
        document.dispatchEvent(
          new CustomEvent('velora:open-modal', { detail: { name: modalName }, cancelable: true }),
        );
      }, name);
      await expect(modal(page, name)).toBeVisible({ timeout: 20_000 });
      // Everything the modal asked for has arrived and been drawn.
      await expect.poll(inFlight, { timeout: 20_000 }).toBe(0);
      await page.waitForTimeout(500);
      const frames = await page.evaluate(
        () =>
          (window as unknown as { modalFrames: { top: number; left: number; height: number }[] }).modalFrames,
      );
      expect(frames.length, `${width} px: frames recorded`).toBeGreaterThan(5);
      const first = frames[0];
      if (grows)
        expect(
          frames.some((frame) => frame.height > (first?.height ?? 0) + 40),
          `${width} px: content arrived late`,
        ).toBe(true);
      const moved = frames.filter((frame) => frame.top !== first?.top || frame.left !== first?.left);
      expect(moved, `${width} px: the close button moved`).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
}
