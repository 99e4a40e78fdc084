import { expect, test, type Locator } from '@playwright/test';
import { answerConsent, localized, modal } from '../forms/forms-support.ts';

/**
 * The booking success modal (issue 13, point 16): the message, the appointment panel and the
 * buttons each stand apart, and nothing leaves the dialog, in every language at 390 px and 1280 px.
 */
test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

const appointment = {
  reference: 'VEL-7KQ2-M4XD',
  appointment: {
    serviceName: 'Meet your private banker',
    startDateTime: '2026-12-03T09:00:00+01:00',
    endDateTime: '2026-12-03T09:30:00+01:00',
  },
};

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

for (const lang of ['en', 'de', 'fr', 'it']) {
  for (const width of [390, 1280]) {
    test(`the booking success modal in ${lang} at ${width} px: message, appointment and buttons spaced apart, within the dialog`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized('/', lang));
      // The modal system listens once the page has started it.
      await page.waitForFunction(() => window.__veloraModals === true, null, { timeout: 15_000 });
      await page.evaluate(
        (content) =>
          document.dispatchEvent(
            new CustomEvent('velora:open-modal', { detail: { name: 'schedule-a-call-success', content } }),
          ),
        appointment,
      );
      const dialog = modal(page, 'schedule-a-call-success');
      const details = dialog.locator('dl.booking__details');
      await expect(details).toBeVisible();

      const message = await box(dialog.locator('.modal__message'));
      const panel = await box(details);
      const actions = await box(dialog.locator('.booking__success-actions'));
      const frame = await box(dialog);
      expect(
        panel.y - (message.y + message.height),
        'space between the message and the appointment',
      ).toBeGreaterThanOrEqual(12);
      expect(
        actions.y - (panel.y + panel.height),
        'space between the appointment and the buttons',
      ).toBeGreaterThanOrEqual(16);
      // The panel sets itself apart by a background of its own.
      const background = await details.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
      for (const control of await dialog.locator('.booking__success-actions > *').all()) {
        const button = await box(control);
        expect(button.x).toBeGreaterThanOrEqual(frame.x);
        expect(button.x + button.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
      }
      expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    });
  }
}
