import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../src/i18n/translate.ts';
import { fields, inlineFormCases, type InlineFormCase } from './inline-form-cases.ts';
import {
  answerConsent,
  chooseCountry,
  expectFieldError,
  expectRefusedSubmission,
  localized,
  modal,
  readInbox,
  submitAndCapture,
} from './forms-support.ts';

test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

function formOf(page: Page, c: InlineFormCase) {
  return page.locator(`[data-velora-form="${c.kind}"]`);
}

async function submit(page: Page, c: InlineFormCase, lang: 'en' | 'de' = 'en') {
  await formOf(page, c)
    .getByRole('button', { name: c.submit(fields(formOf(page, c), lang)), exact: true })
    .click();
}

for (const c of inlineFormCases) {
  test.describe(`${c.kind} form on ${c.path}`, () => {
    test('is in the page without React, arrives in the inbox with exactly the fields typed, then resets', async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(c.path);
      const form = formOf(page, c);
      await expect(form.locator('form')).toBeVisible();
      expect(scripts.some((url) => url.includes('modal-app'))).toBe(false);
      const f = fields(form, 'en');
      // Typing starts before the form's code has arrived: nothing typed may be lost.
      await c.fill(f, form);
      await expect(form).toHaveAttribute('data-hydrated', '');
      const sent = await submitAndCapture(page, c.apiPath, () => submit(page, c));
      expect(sent.status).toBe(201);
      const success = modal(page, c.success);
      await expect(success).toBeVisible({ timeout: 20_000 });
      const entry = await readInbox(c.formType, sent.answer.value?.reference ?? '');
      expect(entry.payload).toEqual(c.payload);
      await success.getByRole('button', { name: 'OK' }).click();
      await expect(f.firstName).toHaveValue('');
      await expect(form.getByRole('button', { name: c.submit(f), exact: true })).toBeFocused();
    });

    for (const lang of ['en', 'de'] as const) {
      test(`each rule's message shows under its field (${lang})`, async ({ page }) => {
        await page.goto(localized(c.path, lang));
        const form = formOf(page, c);
        const f = fields(form, lang);
        await f.firstName.focus();
        await expect(form).toHaveAttribute('data-hydrated', '');
        await submit(page, c, lang);
        for (const rule of c.rules.filter((candidate) => !candidate.breakRule))
          await expectFieldError(rule.field(f), rule.message(f.s));
        for (const rule of c.rules.filter((candidate) => candidate.breakRule)) {
          await expectRefusedSubmission(form);
          await rule.breakRule?.(f);
          await submit(page, c, lang);
          await expectFieldError(rule.field(f), rule.message(f.s));
        }
      });
    }

    test('a server failure opens the error modal and resets the form', async ({ page }) => {
      await page.route(new RegExp(`${c.apiPath.replace(/\//g, '\\/')}$`), (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"errorName":"InternalError","message":"Down."}',
        }),
      );
      await page.goto(c.path);
      const form = formOf(page, c);
      const f = fields(form, 'en');
      await c.fill(f, form);
      await submit(page, c);
      await expect(modal(page, 'error')).toBeVisible({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await expect(f.firstName).toHaveValue('');
      await expect(f.lastName).toHaveValue('');
    });
  });
}

test('the form builder on /events sends every built field by name', async ({ page }) => {
  await page.goto('/events');
  const form = page.locator('[data-velora-form="form-builder"]');
  await form.getByLabel('Full name', { exact: true }).fill('Anna Muster');
  await form.getByLabel('E-mail', { exact: true }).fill('anna@example.ch');
  await form.getByLabel('Topic', { exact: true }).selectOption('pension');
  // The country list is React's: it opens once the form has hydrated (started by the first focus).
  await expect(form).toHaveAttribute('data-hydrated', '');
  await chooseCountry(form.locator('.field--phone'), 'ital');
  await form.getByLabel(/^Mobile number for a reminder/).fill('333 123 4567');
  await form.getByRole('checkbox', { name: 'Velora may contact me about its events.' }).check();
  const sent = await submitAndCapture(page, '/api/form-builder', () =>
    form.getByRole('button', { name: 'Register my interest' }).click(),
  );
  expect(sent.status).toBe(201);
  await expect(modal(page, 'form-builder-success')).toBeVisible({ timeout: 20_000 });
  const entry = await readInbox('form-builder', sent.answer.value?.reference ?? '');
  expect(entry.payload).toEqual({
    fields: {
      fullName: 'Anna Muster',
      email: 'anna@example.ch',
      topic: 'pension',
      mobile: '+39 333 123 4567',
      questions: '',
      consent: true,
    },
  });
  expect(entry.meta['formId']).toBe('event-interest');
});

test('the form builder shows each rule under its field (fr)', async ({ page }) => {
  const s = strings.fr;
  await page.goto('/fr/events');
  const form = page.locator('[data-velora-form="form-builder"]');
  await form.getByLabel('Prénom et nom', { exact: true }).focus();
  await expect(form).toHaveAttribute('data-hydrated', '');
  await form.getByRole('button', { name: 'M’inscrire' }).click();
  await expectFieldError(form.getByLabel('Prénom et nom', { exact: true }), s['error.invalid-field']);
  await expectFieldError(form.getByLabel('Sujet', { exact: true }), s['error.invalid-service']);
  await expectFieldError(
    form.getByRole('checkbox', { name: 'Velora peut me contacter au sujet de ses événements.' }),
    s['error.required-checkbox'],
  );
  await form.getByLabel(/^Numéro de mobile pour un rappel/).fill('12ab');
  await expectFieldError(form.getByLabel(/^Numéro de mobile pour un rappel/), s['error.invalid-phone']);
  // The shared rules (issue 13, item 11): any text is no e-mail address, " 1" is no number.
  await form.getByLabel('E-mail', { exact: true }).fill('pas une adresse');
  await expectFieldError(form.getByLabel('E-mail', { exact: true }), s['error.invalid-email']);
  await form.getByLabel(/^Numéro de mobile pour un rappel/).fill(' 1');
  await expectFieldError(form.getByLabel(/^Numéro de mobile pour un rappel/), s['error.invalid-phone']);
});
