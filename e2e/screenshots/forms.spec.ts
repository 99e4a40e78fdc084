/**
 * Visual review, not a test: run by `node scripts/screenshots.mjs` (VISUAL_REVIEW=1), never by
 * `npm test`. Screenshots of every form at 390 px with its errors shown, into `screenshots/`
 * (gitignored), for a person to look at. The viewport is tall so that a whole modal form fits in
 * one picture. (The forms' behaviour is tested in e2e/forms.)
 */
import { expect, test } from '@playwright/test';
import { answerConsent, localized, modal, openModal } from '../forms/forms-support.ts';
import { inlineFormCases } from '../forms/inline-form-cases.ts';

test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));
test.use({ viewport: { width: 390, height: 1900 } });

const modalForms = [
  'subscribe',
  'contact-us',
  'contact-extended',
  'complaint',
  'amg-contact',
  'shewealth',
  'download-app',
];

for (const name of modalForms) {
  test(`${name} modal at 390 px with errors`, async ({ page }) => {
    const dialog = await openModal(page, name, name === 'complaint' ? 'de' : 'en');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await page.screenshot({ path: `screenshots/forms-${name}-errors-390.png` });
  });
}

for (const c of [...inlineFormCases, { kind: 'form-builder', path: '/events' }]) {
  test(`${c.kind} form at 390 px with errors`, async ({ page }) => {
    const lang = c.kind === 'lost-card' ? 'fr' : 'en';
    await page.goto(localized(c.path, lang));
    const form = page.locator(`[data-velora-form="${c.kind}"]`);
    await form.locator('input').first().focus();
    await expect(form).toHaveAttribute('data-hydrated', '');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await form
      .locator('xpath=ancestor::section[1]')
      .screenshot({ path: `screenshots/forms-${c.kind}-errors-390.png` });
  });
}

test('phone country list open, success and error modals at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openModal(page, 'contact-us', 'it');
  await dialog.locator('.country-select__button').click();
  await expect(dialog.getByRole('listbox')).toBeVisible();
  await page.screenshot({ path: 'screenshots/forms-phone-list-390.png' });
  await page.evaluate(() =>
    document.dispatchEvent(
      new CustomEvent('velora:open-modal', {
        detail: { name: 'success', content: { form: 'complaint', reference: 'VEL-7KQ2-M4XD' } },
      }),
    ),
  );
  await expect(modal(page, 'success')).toBeVisible();
  await page.screenshot({ path: 'screenshots/forms-complaint-success-390.png' });
  await page.evaluate(() =>
    document.dispatchEvent(new CustomEvent('velora:open-modal', { detail: { name: 'error' } })),
  );
  await expect(modal(page, 'error')).toBeVisible();
  await page.screenshot({ path: 'screenshots/forms-error-390.png' });
});
