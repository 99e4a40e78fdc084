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

/**
 * Every modal with content of its own: the script of its content (a chunk of the build, named
 * after its component), and what shows once that content is drawn.
 */
const cases = [
  { name: 'subscribe', chunk: 'SubscribeForm', ready: 'button[type="submit"]' },
  { name: 'contact-us', chunk: 'ContactUsForm', ready: 'button[type="submit"]' },
  { name: 'contact-extended', chunk: 'ExtendedContactForm', ready: 'button[type="submit"]' },
  { name: 'complaint', chunk: 'ComplaintForm', ready: 'button[type="submit"]' },
  { name: 'amg-contact', chunk: 'AmgContactForm', ready: 'button[type="submit"]' },
  { name: 'shewealth', chunk: 'ShewealthForm', ready: 'button[type="submit"]' },
  { name: 'schedule-a-call', chunk: 'ScheduleACall', ready: 'input[type="radio"]' },
  { name: 'download-app', chunk: 'DownloadAppBody', ready: '.download-app__qr img' },
] as const;
const languages = ['en', 'de', 'fr', 'it'] as const;
const widths = [390, 1280] as const;

/**
 * Holds back the script named `chunk` (as a slow connection would) until the returned function is
 * called, so the dialog shows first and its content arrives after.
 */
async function holdScript(page: Page, chunk: string): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.split('/').at(-1)?.startsWith(`${chunk}.`) === true,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
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

/** The frames recorded so far, once two more frames have been drawn. */
function readFrames(page: Page): Promise<Frame[]> {
  return page.evaluate(
    () =>
      new Promise<Frame[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { modalFrames: Frame[] }).modalFrames)),
        ),
      ),
  );
}

for (const [index, { name, chunk, ready }] of cases.entries()) {
  const lang = languages[index % languages.length] ?? 'en';
  test(`the ${name} modal keeps its close button in place while its content arrives (${lang})`, async ({
    page,
  }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(localized('/', lang));
      const release = await holdScript(page, chunk);
      await recordFrames(page);
      // The modal opens as a content button opens it; its content's script is still on its way.
      await page.evaluate((modalName) => {
        document.dispatchEvent(
          new CustomEvent('velora:open-modal', { detail: { name: modalName }, cancelable: true }),
        );
      }, name);
      const dialog = modal(page, name);
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog.locator(ready)).toHaveCount(0);
      release();
      await expect(dialog.locator(ready).first()).toBeVisible({ timeout: 20_000 });
      const frames = await readFrames(page);
      const first = frames[0];
      // The content made the dialog taller after it showed...
      expect(frames.at(-1)?.height ?? 0, `${width} px: the dialog grew`).toBeGreaterThan(
        (first?.height ?? 0) + 40,
      );
      // ...and the close button stayed where it was.
      const moved = frames.filter((frame) => frame.top !== first?.top || frame.left !== first?.left);
      expect(moved, `${width} px: the close button moved`).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
}
