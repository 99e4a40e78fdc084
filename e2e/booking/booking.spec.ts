import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { answerConsent, modal, openModal, readInbox } from '../forms/forms-support.ts';

/**
 * The schedule-a-call flow against the built-in engine (content/booking.json), in Chromium. Each
 * test books a service that only one adviser gives and no other test books, so parallel tests never
 * take each other's slots: "Meet your private banker" (Hélène Dubois), "Cards and payments" (Luca
 * Bernasconi).
 */
test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));
test.describe.configure({ timeout: 90_000 });

const button = (dialog: Locator, name: string | RegExp) =>
  dialog.getByRole('button', { name, exact: typeof name === 'string' });

/** Chooses the service, and on the times step the preset date's first time; gives that time. */
async function chooseServiceAndFirstTime(dialog: Locator, service: string): Promise<string> {
  await dialog.getByRole('radio', { name: new RegExp(service) }).check();
  await button(dialog, 'Continue').click();
  await expect(dialog.getByText('Times are in Swiss time (Europe/Zurich).')).toBeVisible({ timeout: 20_000 });
  // The date is preset to the earliest date with free times, and it has times.
  await expect(dialog.locator('.date-picker__day[aria-pressed="true"]')).toHaveCount(1);
  const first = dialog.locator('input[name="timeslot"]').first();
  const value = (await first.getAttribute('value')) ?? '';
  await first.check();
  return value;
}

async function fillDetailsAndAdditional(
  dialog: Locator,
  person: { first: string; last: string; email: string },
): Promise<void> {
  await button(dialog, 'Continue').click();
  await dialog.getByLabel('First name').fill(person.first);
  await dialog.getByLabel('Last name').fill(person.last);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByRole('textbox', { name: /Phone number/ }).fill('79 123 45 67');
  await button(dialog, 'Continue').click();
  await dialog.getByLabel('How did you hear about us?').fill('A friend');
  await dialog.getByLabel(/What would you like help with/).fill('Opening a portfolio');
  await dialog.getByLabel('I confirm that I live in Switzerland').check();
  await dialog.getByRole('checkbox', { name: /terms of use/ }).check();
}

async function book(page: Page, dialog: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/booking/book-appointment'), {
      timeout: 30_000,
    }),
    button(dialog, 'Book the call').click(),
  ]);
  return {
    status: response.status(),
    json: (await response.json()) as { value?: { reference: string }; errorName?: string },
  };
}

test('books a call in four steps: success modal with the appointment and its .ics, stored, then no longer offered', async ({
  page,
}) => {
  const dialog = await openModal(page, 'schedule-a-call');
  await expect(dialog.getByRole('heading', { name: 'Book a call with an adviser' })).toBeVisible();
  const time = await chooseServiceAndFirstTime(dialog, 'Meet your private banker');
  await fillDetailsAndAdditional(dialog, { first: 'Anna', last: 'Keller', email: 'anna.keller@example.ch' });
  const booked = await book(page, dialog);
  expect(booked.status).toBe(201);

  const success = modal(page, 'schedule-a-call-success');
  await expect(success).toBeVisible();
  await expect(success).toContainText('Meet your private banker');
  await expect(success).toContainText('Swiss time');
  const reference = booked.json.value?.reference ?? '';
  await expect(success).toContainText(reference);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    success.getByRole('link', { name: 'Add to my calendar' }).click(),
  ]);
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain(`DTSTART:${time.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);

  const entry = await readInbox('book-appointment', reference);
  expect(entry.payload).toMatchObject({
    ms_staff_id: 'adviser-helene-dubois',
    serviceId: 'velora-wealth-introduction',
    startDateTime: time,
    firstname: 'Anna',
    email: 'anna.keller@example.ch',
    isSwissResident: true,
  });

  // The booked time is no longer offered.
  await success.getByRole('button', { name: 'OK' }).click();
  const again = await openModal(page, 'schedule-a-call');
  await again.getByRole('radio', { name: /Meet your private banker/ }).check();
  await button(again, 'Continue').click();
  await expect(again.locator('input[name="timeslot"]').first()).toBeVisible({ timeout: 20_000 });
  await again.locator(`.date-picker__day[aria-label]`).first().waitFor();
  const date = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(iso)),
    time,
  );
  // The calendar opens on the earliest date still offered: when the booked time was the last of
  // its month (booked on the 30th of November, say), that month is no longer shown at all.
  const day = again.locator(`.date-picker__day[data-date="${date}"]`);
  if ((await day.count()) > 0 && (await day.isEnabled())) await day.click();
  await expect(again.locator(`input[name="timeslot"][value="${time}"]`)).toHaveCount(0);
});

/** Two visitors at the last step with the same earliest "Cards and payments" time. */
async function twoVisitorsAtTheSameTime(browser: Browser, baseURL: string | undefined) {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(
    contexts.map((context) => answerConsent(context, baseURL).then(() => context.newPage())),
  );
  const [first, second] = pages;
  if (!first || !second) throw new Error('no pages');
  const [dialogA, dialogB] = await Promise.all([
    openModal(first, 'schedule-a-call'),
    openModal(second, 'schedule-a-call'),
  ]);
  const [time, timeB] = await Promise.all([
    chooseServiceAndFirstTime(dialogA, 'Cards and payments'),
    chooseServiceAndFirstTime(dialogB, 'Cards and payments'),
  ]);
  expect(timeB).toBe(time);
  await fillDetailsAndAdditional(dialogA, { first: 'Marc', last: 'Rochat', email: 'marc.rochat@example.ch' });
  await fillDetailsAndAdditional(dialogB, { first: 'Lea', last: 'Brunner', email: 'lea.brunner@example.ch' });
  expect((await book(first, dialogA)).status).toBe(201);
  await expect(modal(first, 'schedule-a-call-success')).toBeVisible();
  return {
    first,
    second,
    dialogB,
    time,
    close: () => Promise.all(contexts.map((context) => context.close())),
  };
}

/** The visitor told the slot is gone picks the first next free time and books it. */
async function recoverAndBook(page: Page, dialog: Locator, taken: string): Promise<void> {
  await expect(dialog.getByRole('alert')).toContainText('this time has just been booked', {
    timeout: 30_000,
  });
  await expect(dialog.locator(`input[name="timeslot"][value="${taken}"]`)).toHaveCount(0);
  await dialog.locator('.booking__suggestion').first().click();
  await expect(dialog.locator('input[name="timeslot"]:checked')).toHaveCount(1);
  await button(dialog, 'Continue').click();
  // Everything typed is still there.
  await expect(dialog.getByLabel('E-mail')).toHaveValue('lea.brunner@example.ch');
  await button(dialog, 'Continue').click();
  expect((await book(page, dialog)).status).toBe(201);
  await expect(modal(page, 'schedule-a-call-success')).toBeVisible();
}

// Both book "Cards and payments" (Luca Bernasconi alone), one after the other.
test.describe.serial('a slot taken by someone else', () => {
  test('at the slot check: "No available staff for timeslot.", then the next free times', async ({
    browser,
    baseURL,
  }) => {
    const visitors = await twoVisitorsAtTheSameTime(browser, baseURL);
    const [check] = await Promise.all([
      visitors.second.waitForResponse(
        (candidate) =>
          candidate.url().endsWith('/api/booking/staff-availability') &&
          candidate.request().postDataJSON()?.recaptchaAction !== undefined,
        { timeout: 30_000 },
      ),
      button(visitors.dialogB, 'Book the call').click(),
    ]);
    expect([check.status(), await check.json()]).toEqual([
      409,
      { errorName: 'NoAvailableStaffError', message: 'No available staff for timeslot.' },
    ]);
    await recoverAndBook(visitors.second, visitors.dialogB, visitors.time);
    await visitors.close();
  });

  test('between the check and the booking: the server re-checks and answers 409 SlotTakenError', async ({
    browser,
    baseURL,
  }) => {
    const visitors = await twoVisitorsAtTheSameTime(browser, baseURL);
    // The slot check answers once as it would have a moment before the other visitor booked.
    let answered = false;
    await visitors.second.route('**/api/booking/staff-availability', async (route) => {
      const body = route.request().postDataJSON() as {
        recaptchaAction?: string;
        startDate: string;
        endDate: string;
      };
      if (body.recaptchaAction === undefined || answered) return route.continue();
      answered = true;
      const item = {
        status: 'available',
        startDateTime: { dateTime: body.startDate.slice(0, 19), timeZone: 'UTC' },
        endDateTime: { dateTime: body.endDate.slice(0, 19), timeZone: 'UTC' },
      };
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ value: [{ staffId: 'adviser-luca-bernasconi', availabilityItems: [item] }] }),
      });
    });
    const answer = await book(visitors.second, visitors.dialogB);
    expect([answer.status, answer.json.errorName]).toEqual([409, 'SlotTakenError']);
    await recoverAndBook(visitors.second, visitors.dialogB, visitors.time);
    await visitors.close();
  });
});
