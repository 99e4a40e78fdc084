import { expect, test } from '@playwright/test';
import { modalNames } from '../../src/components/modals/modal-names.ts';
import { answerConsent, localized, openModal } from './forms-support.ts';
import { inlineFormCases } from './inline-form-cases.ts';
import { seriousViolations } from '../support/axe.ts';

// axe over a dialog with its 240-country list open takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

// The chrome's own cookie settings dialog is checked by the chrome's axe spec.
const drawnModals = modalNames.filter((name) => name !== 'cookies-settings');

for (const lang of ['en', 'fr'] as const) {
  for (const name of drawnModals) {
    test(`${name} modal (${lang}): no serious or critical violation, also with its errors shown`, async ({
      page,
    }) => {
      const dialog = await openModal(page, name, lang);
      expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
      const submit = dialog.locator('button[type="submit"]');
      if ((await submit.count()) === 1 && name !== 'schedule-a-call') {
        await submit.click();
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
      }
    });
  }

  test(`phone country list open (${lang}): no serious or critical violation`, async ({ page }) => {
    const dialog = await openModal(page, 'contact-us', lang);
    await dialog.locator('.country-select__button').click();
    await expect(dialog.getByRole('listbox')).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  });

  for (const c of inlineFormCases) {
    test(`${c.kind} form in its page (${lang}): no serious or critical violation, also with its errors shown`, async ({
      page,
    }) => {
      await page.goto(localized(c.path, lang));
      const form = page.locator(`[data-velora-form="${c.kind}"]`);
      await form.locator('input').first().focus();
      await expect(form).toHaveAttribute('data-hydrated', '');
      expect(await seriousViolations(page, `[data-velora-form="${c.kind}"]`)).toEqual([]);
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await seriousViolations(page, `[data-velora-form="${c.kind}"]`)).toEqual([]);
    });
  }
}
