import { expect, test, type Page } from '@playwright/test';
import { fields, modalFormCases, type ModalFormCase } from './form-cases.ts';
import {
  answerConsent,
  expectFieldError,
  expectRefusedSubmission,
  modal,
  openModal,
  readInbox,
  submitAndCapture,
} from './forms-support.ts';

test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

/** `page.route` pattern of a case's endpoint. */
function routeOf(path: ModalFormCase['path']): RegExp {
  return typeof path === 'string'
    ? new RegExp(`${path.replace(/[/]/g, '\\/')}$`)
    : new RegExp(path.source.replace(/^\^/, ''));
}

async function submit(page: Page, c: ModalFormCase, lang: 'en' | 'fr' | 'de' = 'en') {
  const dialog = modal(page, c.modal);
  await dialog.getByRole('button', { name: c.submit(fields(dialog, lang).s), exact: true }).click();
}

for (const c of modalFormCases) {
  test.describe(`${c.modal} modal`, () => {
    test('a valid submission arrives in the inbox with exactly the fields typed', async ({ page }) => {
      const dialog = await openModal(page, c.modal);
      await c.fill(fields(dialog, 'en'));
      const sent = await submitAndCapture(page, c.path, () => submit(page, c));
      expect(sent.status).toBe(201);
      expect(sent.headers['content-type']).toBe('application/json');
      expect(sent.headers['x-timestamp']).toMatch(/^\d{13}$/);
      expect(sent.headers['x-signature']).toMatch(/^[A-Za-z0-9+/]{43}=$/);
      expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
      expect(sent.body['rt']).toEqual(expect.any(String));
      await expect(modal(page, c.success)).toBeVisible({ timeout: 20_000 });
      const reference = sent.answer.value?.reference ?? '';
      const entry = await readInbox(c.formType, reference);
      expect(entry.payload).toEqual(c.payload);
      expect(entry.meta['language']).toBe('en');
    });

    for (const lang of ['en', 'fr'] as const) {
      test(`each rule's message shows under its field (${lang})`, async ({ page }) => {
        const dialog = await openModal(page, c.modal, lang);
        const f = fields(dialog, lang);
        await submit(page, c, lang);
        for (const rule of c.rules.filter((candidate) => !candidate.breakRule)) {
          await expectFieldError(rule.field(f), rule.message(f.s));
        }
        for (const rule of c.rules.filter((candidate) => candidate.breakRule)) {
          await expectRefusedSubmission(dialog);
          await rule.breakRule?.(f);
          await submit(page, c, lang);
          await expectFieldError(rule.field(f), rule.message(f.s));
        }
        // Nothing was sent while the form was invalid; the dialog is still the form.
        await expect(dialog).toBeVisible();
      });
    }

    test('a server failure opens the error modal, and the form starts empty again', async ({ page }) => {
      await page.route(routeOf(c.path), (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errorName: 'InternalError', message: 'Down.' }),
        }),
      );
      const dialog = await openModal(page, c.modal);
      const f = fields(dialog, 'en');
      await c.fill(f);
      await submit(page, c);
      const error = modal(page, 'error');
      await expect(error).toBeVisible({ timeout: 20_000 });
      await expect(error.getByRole('heading')).toHaveText(f.s['modal.error.title']);
      await error.getByRole('button', { name: 'OK' }).click();
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      await page.evaluate(
        (name) => document.dispatchEvent(new CustomEvent('velora:open-modal', { detail: { name } })),
        c.modal,
      );
      await expect(dialog).toBeVisible();
      await expect(f.phone).toHaveValue('');
      await expect(dialog.getByRole('button', { name: /\+41/ })).toBeVisible();
    });
  });
}

test('contact us: an existing client is not asked how they heard of us and goes to the existing-client endpoint', async ({
  page,
}) => {
  const dialog = await openModal(page, 'contact-us');
  const f = fields(dialog, 'en');
  await f.isCustomer.check();
  await expect(f.howDidYouHear).toBeDisabled();
  await f.firstName.fill('Marc');
  await f.lastName.fill('Dupont');
  await f.email.fill('marc.dupont@example.ch');
  await f.phone.fill('22 555 01 01');
  await f.message.fill('Please call me about my card limit.');
  await f.swissResident.check();
  await f.privacyPolicy.check();
  const sent = await submitAndCapture(page, '/api/existing-client-contact', () =>
    dialog.getByRole('button', { name: 'Send', exact: true }).click(),
  );
  expect(sent.status).toBe(201);
  await expect(modal(page, 'success')).toBeVisible({ timeout: 20_000 });
  const entry = await readInbox('existing-client-contact', sent.answer.value?.reference ?? '');
  expect(entry.payload).toEqual({
    firstname: 'Marc',
    lastname: 'Dupont',
    email: 'marc.dupont@example.ch',
    phoneCode: { alphaCode: 'CH', code: '41' },
    phone: '22 555 01 01',
    how_did_you_hear_about_us: 'existing customer',
    message: 'Please call me about my card limit.',
    i_confirm_i_am_a_swiss_tax_resident_: 'yes',
  });
});

test('complaint: the success modal shows the reference number', async ({ page }) => {
  const c = modalFormCases.find((candidate) => candidate.modal === 'complaint');
  if (!c) throw new Error('no complaint case');
  const dialog = await openModal(page, 'complaint', 'de');
  await c.fill(fields(dialog, 'de'));
  const sent = await submitAndCapture(page, c.path, () => submit(page, c, 'de'));
  const reference = sent.answer.value?.reference ?? '';
  expect(reference).not.toBe('');
  const success = modal(page, 'success');
  await expect(success.getByRole('heading')).toHaveText('Wir haben Ihre Beschwerde erhalten');
  await expect(success).toContainText(`Ihre Referenznummer: ${reference}`);
  const entry = await readInbox('complaint', reference);
  expect(entry.payload['phone']).toBe('41 79 123 45 67');
  expect(entry.meta['language']).toBe('de');
});

test('a success pushes its analytics event only with consent to non-necessary cookies', async ({
  page,
  context,
  baseURL,
}) => {
  const c = modalFormCases.find((candidate) => candidate.modal === 'download-app');
  if (!c) throw new Error('no SMS case');
  const events = async () =>
    page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (item) => (item as { event?: string }).event === 'sms_app_link_sent',
      ),
    );

  const dialog = await openModal(page, 'download-app');
  await c.fill(fields(dialog, 'en'));
  await submit(page, c);
  await expect(modal(page, 'sms-success')).toBeVisible({ timeout: 20_000 });
  expect(await events()).toEqual([]);

  const url = new URL(baseURL ?? 'http://127.0.0.1:4399');
  await context.addCookies([{ name: 'cookies_seen', value: '1.all', domain: url.hostname, path: '/' }]);
  const again = await openModal(page, 'download-app');
  await c.fill(fields(again, 'en'));
  await submit(page, c);
  await expect(modal(page, 'sms-success')).toBeVisible({ timeout: 20_000 });
  expect(await events()).toEqual([{ event: 'sms_app_link_sent', form: 'sms' }]);
});
