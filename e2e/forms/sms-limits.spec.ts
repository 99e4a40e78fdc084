import { test } from '@playwright/test';
import { fields } from './form-cases.ts';
import { answerConsent, expectFieldError, openModal } from './forms-support.ts';

test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

test('an SMS to a premium-rate or fixed-line number: the server refuses it, the form says why in the visitor’s language', async ({
  page,
}) => {
  for (const [lang, phone] of [
    ['de', '900 123 456'],
    ['fr', '44 123 45 67'],
  ] as const) {
    const dialog = await openModal(page, 'download-app', lang);
    const f = fields(dialog, lang);
    await f.phone.fill(phone);
    await dialog.getByRole('button', { name: f.s['sms.submit'], exact: true }).click();
    // The form is disabled while it solves the proof of work and sends.
    await expectFieldError(f.phone, f.s['error.sms-not-mobile']);
  }
});

test('a number over its SMS limit (429 naming the phone field): the message shows under the field', async ({
  page,
}) => {
  await page.route(/\/api\/sms$/, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '3600' },
      body: JSON.stringify({
        errorName: 'TooManyRequests',
        message:
          'This number has received the most SMS we send in a day or an hour; try again in 60 minutes.',
        fields: { phone: 'sms-limit' },
      }),
    }),
  );
  const dialog = await openModal(page, 'download-app', 'it');
  const f = fields(dialog, 'it');
  await f.phone.fill('79 123 45 67');
  await dialog.getByRole('button', { name: f.s['sms.submit'], exact: true }).click();
  await expectFieldError(f.phone, f.s['error.sms-limit']);
});
