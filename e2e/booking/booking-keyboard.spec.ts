import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerConsent, modal, openModal } from '../forms/forms-support.ts';
import { seriousViolations } from '../support/axe.ts';

/**
 * The schedule-a-call flow by keyboard alone, in English and German (issue 13, item 9): every step,
 * forward and back, keeps the focus in the dialog on the step's heading or first control; the date
 * picker is one Tab stop with arrow keys, Home/End and PageUp/PageDown inside; axe finds nothing
 * serious on any step. Each language books a service no other spec books ("Pillar 3a consultation",
 * "Ihre Anlagestrategie"), so parallel tests never take each other's times.
 */
test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));
// Keyboard steps and axe on each of the four steps take a while on a busy machine.
test.describe.configure({ timeout: 300_000 });

async function expectNoSeriousViolation(page: Page): Promise<void> {
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
}

/** Describes the focused element, or "outside" when the focus left the open dialog. */
const focusOf = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector('dialog[open]');
    if (!active || !dialog?.contains(active)) return `outside (${active?.tagName ?? 'none'})`;
    return active.matches('.booking__heading') ? 'heading' : active.tagName.toLowerCase();
  });

/** Presses Tab until the focus is on an element matching `selector`; the focus never leaves the dialog. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
    expect(await focusOf(page)).not.toMatch(/^outside/);
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** After a step change the focus is in the dialog, on the step's heading, which names the step. */
async function expectStepFocus(page: Page, dialog: Locator, step: string): Promise<void> {
  await expect(dialog.locator('.booking__heading')).toContainText(step);
  await expect.poll(() => focusOf(page)).toBe('heading');
}

const cases = [
  {
    lang: 'en',
    service: 'Pillar 3a consultation',
    serviceStep: 'Topic',
    steps: ['Date and time', 'Your details', 'A few more questions'],
    first: 'First name',
    submit: 'Book the call',
  },
  {
    lang: 'de',
    service: 'Beratung Säule 3a',
    serviceStep: 'Thema',
    steps: ['Datum und Uhrzeit', 'Ihre Angaben', 'Noch ein paar Fragen'],
    first: 'Vorname',
    submit: 'Gespräch buchen',
  },
] as const;

/** Step 1 by keyboard: Tab into the services, arrows to the wanted one, Continue. */
async function chooseService(page: Page, dialog: Locator, service: string): Promise<void> {
  await dialog.locator('.booking__option-input').first().waitFor();
  await tabTo(page, '.booking__option-input');
  const wanted = dialog.getByRole('radio', { name: new RegExp(service) });
  await page.keyboard.press('Space');
  for (let presses = 0; presses < 10 && !(await wanted.isChecked()); presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeChecked();
  // Choosing a service loads its times in the background: once loaded, the focus is still on the list.
  await page.waitForLoadState('networkidle');
  await expect(wanted).toBeFocused();
  await expectNoSeriousViolation(page);
  await page.keyboard.press('Enter');
}

/** Step 2 by keyboard: the date picker is one Tab stop; arrows, Home/End, PageDown/PageUp move inside. */
async function chooseDateAndTime(page: Page, dialog: Locator, lang: string): Promise<void> {
  await dialog.locator('.date-picker__day[aria-pressed="true"]').waitFor({ timeout: 20_000 });
  await tabTo(page, '.date-picker__day');
  await expect(dialog.locator('.date-picker__day[tabindex="0"]')).toHaveCount(1);
  const preset =
    (await dialog.locator('.date-picker__day[aria-pressed="true"]').getAttribute('data-date')) ?? '';
  await expect(page.locator(':focus')).toHaveAttribute('data-date', preset);
  const focusedDate = () => page.locator(':focus').getAttribute('data-date');
  await page.keyboard.press('ArrowRight');
  expect(await focusedDate()).not.toBe(preset);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedDate()).toBe(preset);
  // End goes to the week's Sunday, Home to its Monday (or the window's edge).
  await page.keyboard.press('End');
  const sunday = (await focusedDate()) ?? '';
  await page.keyboard.press('Home');
  const monday = (await focusedDate()) ?? '';
  expect(monday < sunday && monday <= preset && preset <= sunday).toBe(true);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageUp');
  await expect(dialog.locator('.date-picker__day[tabindex="0"]')).toHaveCount(1);
  // German: walk to a later available day and choose it; English keeps the preset day.
  if (lang === 'de') {
    await page.keyboard.press('ArrowDown');
    for (let presses = 0; presses < 30; presses += 1) {
      const focus = page.locator(':focus');
      if ((await focus.getAttribute('aria-disabled')) !== 'true' && (await focusedDate()) !== preset) break;
      await page.keyboard.press('ArrowRight');
    }
  } else {
    for (let presses = 0; presses < 40 && (await focusedDate()) !== preset; presses += 1)
      await page.keyboard.press((await focusedDate())! < preset ? 'ArrowRight' : 'ArrowLeft');
  }
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolation(page);
  await tabTo(page, 'input[name="timeslot"]');
  await page.keyboard.press('Space');
  await expect(dialog.locator('input[name="timeslot"]:checked')).toHaveCount(1);
  await tabTo(page, 'button[type="submit"]');
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

for (const c of cases) {
  test(`books a call by keyboard alone, forward and back, focus kept in the dialog (${c.lang})`, async ({
    page,
  }) => {
    const dialog = await openModal(page, 'schedule-a-call', c.lang);
    await expectNoSeriousViolation(page);
    await chooseService(page, dialog, c.service);
    await expectStepFocus(page, dialog, c.steps[0]);
    // Back to the services and on again: focus follows each step.
    await tabTo(page, 'button:not([type="submit"]).button');
    await page.keyboard.press('Enter');
    await expectStepFocus(page, dialog, c.serviceStep);
    await expect(dialog.getByRole('radio', { name: new RegExp(c.service) })).toBeChecked();
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectStepFocus(page, dialog, c.steps[0]);

    await chooseDateAndTime(page, dialog, c.lang);
    await expectStepFocus(page, dialog, c.steps[1]);
    await expectNoSeriousViolation(page);
    await typeInto(page, 'input[name="name"]', 'Nora');
    await typeInto(page, 'input[name="lastName"]', 'Tastatur');
    await typeInto(page, 'input[name="email"]', `nora.${c.lang}@example.ch`);
    await typeInto(page, 'input[name="phone"]', '79 555 01 23');
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');

    await expectStepFocus(page, dialog, c.steps[2]);
    await expectNoSeriousViolation(page);
    // Back to the details keeps what was typed, then on again.
    await tabTo(page, 'button:not([type="submit"]).button');
    await page.keyboard.press('Enter');
    await expectStepFocus(page, dialog, c.steps[1]);
    await expect(dialog.getByLabel(c.first, { exact: true })).toHaveValue('Nora');
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectStepFocus(page, dialog, c.steps[2]);

    await typeInto(page, 'input[name="howDidYouHear"]', 'Keyboard');
    await tabTo(page, 'input[name="isSwissResident"]');
    await page.keyboard.press('Space');
    await tabTo(page, 'input[name="isTermsAccepted"]');
    await page.keyboard.press('Space');
    await tabTo(page, 'button[type="submit"]');
    await expect(page.locator(':focus')).toHaveText(c.submit);
    const [response] = await Promise.all([
      // Two proofs of work run before the booking goes: give a loaded machine time.
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/booking/book-appointment'), {
        timeout: 120_000,
      }),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(201);
    await expect(modal(page, 'schedule-a-call-success')).toBeVisible();
  });
}
