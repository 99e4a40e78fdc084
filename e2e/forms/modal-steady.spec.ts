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

/**
 * Loads `path` and from then on holds back every script the page asks for by `delayMs`, as on a
 * slow connection (the page's own scripts arrive at once). Returns how many are held right now.
 */
async function loadWithLateScripts(page: Page, path: string, delayMs: number): Promise<() => number> {
  let loaded = false;
  let inFlight = 0;
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
  await page.goto(path, { waitUntil: 'load' });
  loaded = true;
  return () => inFlight;
}

/** Where the open dialog's close button was in one animation frame, and how tall the dialog was. */
interface Frame {
  top: number;
  left: number;
  height: number;
}

/** Records, every frame, where the open dialog's close button is and how tall the dialog is. */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: Frame[] = [];
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

/** The frames `recordFrames` recorded so far. */
function readFrames(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { modalFrames: Frame[] }).modalFrames);
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
      const inFlight = await loadWithLateScripts(page, localized('/', lang), 400);
      await recordFrames(page);
      await page.evaluate((modalName) => {
        document.dispatchEvent(
          new CustomEvent('velora:open-modal', { detail: { name: modalName }, cancelable: true }),
        );
      }, name);
      await expect(modal(page, name)).toBeVisible({ timeout: 20_000 });
      // The dialog showed before its content, which then made it taller.
      if (grows)
        await expect
          .poll(
            async () =>
              readFrames(page).then((all) => all.some((frame) => frame.height > (all[0]?.height ?? 0) + 40)),
            {
              message: `${width} px: the content arrives after the dialog shows`,
              timeout: 20_000,
            },
          )
          .toBe(true);
      // Everything the modal asked for has arrived and been drawn.
      await expect.poll(inFlight, { timeout: 20_000 }).toBe(0);
      await page.waitForTimeout(500);
      const frames = await readFrames(page);
      expect(frames.length, `${width} px: frames recorded`).toBeGreaterThan(5);
      const first = frames[0];
      const moved = frames.filter((frame) => frame.top !== first?.top || frame.left !== first?.left);
      expect(moved, `${width} px: the close button moved`).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
}
