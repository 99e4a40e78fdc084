// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toUtcDate, toZonedDateKey } from '../../lib/booking/to-utc-date.ts';
import { testModalData } from '../../../test/support/modal-test-data.ts';
import { $modal, closeModal } from '../modals/modal-store.ts';
import { ModalDataProvider } from '../modals/ModalDataContext.tsx';
import { addDays } from './booking-slots.ts';
import { getVisitorTimeZone } from './format-booking-time.ts';
import { ScheduleACall } from './ScheduleACall.tsx';

// The visitor's zone as each test sets it (none unless told), to see when the booking asks for it.
vi.mock('./format-booking-time.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getVisitorTimeZone: vi.fn((): string | undefined => undefined),
}));
const visitorTimeZone = vi.mocked(getVisitorTimeZone);

// Which of the later steps' modules were loaded, to see when the booking fetches them.
const loadedSteps = vi.hoisted(() => new Set<string>());
vi.mock('./SlotStep.tsx', async (importOriginal) => {
  loadedSteps.add('slot');
  return importOriginal();
});
vi.mock('./DetailsStep.tsx', async (importOriginal) => {
  loadedSteps.add('details');
  return importOriginal();
});
vi.mock('./AdditionalStep.tsx', async (importOriginal) => {
  loadedSteps.add('additional');
  return importOriginal();
});

const data = testModalData();
/** Three days from now, Zurich: far enough for the 24-hour lead time. */
const day = addDays(toZonedDateKey(Date.now(), 'Europe/Zurich'), 3);
/**
 * A day beside `day` in the month the picker shows (the next day, or the one before when `day` is
 * the month's last): the test runs on any date.
 */
const sameMonthNeighbour = (date: string) =>
  addDays(date, 1).slice(0, 7) === date.slice(0, 7) ? addDays(date, 1) : addDays(date, -1);
const at = (time: string) => toUtcDate(`${day}T${time}:00`, 'Europe/Zurich').toISOString();
const utc = (iso: string) => ({ dateTime: iso.slice(0, 19), timeZone: 'UTC' });
const service = {
  id: 'svc-solo',
  businessId: 'biz-a',
  displayName: 'Opening your account',
  description: 'We walk you through it.',
  defaultDuration: 30,
  staffMemberIds: ['s1', 's2'],
  schedulingPolicy: {
    timeSlotInterval: 'PT30M',
    minimumLeadTime: 'PT24H',
    preBuffer: 'PT0S',
    postBuffer: 'PT15M',
    defaultDuration: 'PT30M',
  },
};

type Call = { path: string; body: Record<string, unknown> };

/** A fetch standing in for the booking API; `book` decides the booking's answer. */
function stubApi(book: (body: Record<string, unknown>) => [number, unknown]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ path, body });
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/booking/businesses')
      return json(200, { value: [{ id: 'biz-a', displayName: 'Banking', services: [service] }] });
    if (path === '/api/booking/staff-availability' && body['recaptchaAction'] === undefined) {
      return json(200, {
        value: [
          {
            staffId: 's1',
            availabilityItems: [
              { status: 'available', startDateTime: utc(at('09:00')), endDateTime: utc(at('11:15')) },
            ],
          },
        ],
      });
    }
    if (path === '/api/booking/staff-availability') {
      return json(200, {
        value: [
          {
            staffId: 's1',
            availabilityItems: [
              {
                status: 'available',
                startDateTime: utc(String(body['startDate'])),
                endDateTime: utc(String(body['endDate'])),
              },
            ],
          },
        ],
      });
    }
    const [status, answer] = book(body);
    return json(status, answer);
  });
  return calls;
}

let root: Root | undefined;
let container: HTMLElement;

async function render(): Promise<void> {
  const tree = (
    <ModalDataProvider data={data}>
      <ScheduleACall content={undefined} />
    </ModalDataProvider>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  await until(() => $('input[value="svc-solo"]'), 'the services');
}

/** Waits (up to 10 s, however loaded the machine) until `check` holds. */
async function until(check: () => unknown, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Lets requests, effects and re-renders finish. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
}
const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector);
const click = async (element: Element | null) => {
  if (!element) throw new Error('element not found');
  await act(async () => (element as HTMLElement).click());
  await settle();
};
const type = async (name: string, value: string) => {
  const input = $<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const next = () => click($('button[type="submit"]'));
const step = () => $('form')?.getAttribute('data-step');
/**
 * Waits for the form to show `step` (a step's checks can load their code on first use, so what a
 * click changes may come after the click has settled on a busy machine).
 */
const atStep = (name: string) => until(() => step() === name, `the ${name} step`);
/** Waits for `text` to show in the form. */
const see = (text: string) => until(() => container.textContent?.includes(text), `"${text}"`);

/** Chooses the service and waits for its times. */
async function chooseService(): Promise<void> {
  await click($('input[value="svc-solo"]'));
  await next();
  await until(() => $(`input[value="${at('09:30')}"]`), 'the times');
}

async function walkToLastStep(): Promise<void> {
  await chooseService();
  await click($(`input[value="${at('09:30')}"]`));
  await next();
  await atStep('details');
  await type('name', 'Anna');
  await type('lastName', 'Keller');
  await type('email', 'anna.keller@example.ch');
  await type('phone', '79 123 45 67');
  await next();
  await atStep('additional');
  await type('howDidYouHear', 'A friend');
  await click($('input[name="isSwissResident"]'));
  await click($('input[name="isTermsAccepted"]'));
}

describe('schedule-a-call flow', () => {
  beforeEach(() => closeModal());
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it('renders on the server in its loading state, then hydrates and lists the services', async () => {
    stubApi(() => [500, {}]);
    const html = renderToString(
      <ModalDataProvider data={data}>
        <ScheduleACall content={undefined} />
      </ModalDataProvider>,
    );
    expect(html).toContain('Loading the topics…');
    await render();
    expect($('input[value="svc-solo"]')).not.toBeNull();
    expect(container.textContent).toContain('Opening your account');
  });

  it('opens with its first step only, and loads the later ones once a service is chosen', async () => {
    stubApi(() => [500, {}]);
    await render();
    // Before any test that goes past the first step: until then, nothing loaded these modules.
    expect([...loadedSteps]).toEqual([]);
    await click($('input[value="svc-solo"]'));
    await until(() => loadedSteps.size === 3, 'the later steps');
    await next();
    await until(() => $(`input[value="${at('09:30')}"]`), 'the times');
  });

  it('walks the four steps, keeps what was typed, checks the slot and books with a free staff member', async () => {
    const calls = stubApi((body) => [
      201,
      {
        value: {
          id: 'sub-1',
          reference: 'VEL-AAAA-BBBB',
          appointment: {
            serviceId: 'svc-solo',
            serviceName: 'Opening your account',
            startDateTime: body['startDateTime'],
            endDateTime: body['endDateTime'],
            timeZone: 'Europe/Zurich',
          },
        },
      },
    ]);
    await render();
    await next();
    await see('Please choose an option from the list.');
    expect(step()).toBe('service');

    await chooseService();
    expect(step()).toBe('slot');
    // The date is preset to the earliest date with slots; other dates are unavailable to every
    // visitor (aria-disabled), and the chosen day holds the picker's one Tab stop.
    expect($(`button[data-date="${day}"]`)?.getAttribute('aria-pressed')).toBe('true');
    expect($(`button[data-date="${sameMonthNeighbour(day)}"]`)?.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelectorAll('.date-picker__day[tabindex="0"]')).toHaveLength(1);
    expect($(`button[data-date="${day}"]`)?.getAttribute('tabindex')).toBe('0');
    expect(container.textContent).toContain('Times are in Swiss time (Europe/Zurich).');
    await click($(`input[value="${at('09:30')}"]`));
    await next();
    await atStep('details');
    await type('name', 'Anna');
    await click($('button.button--strokePrimary'));
    await atStep('slot');
    expect($<HTMLInputElement>(`input[value="${at('09:30')}"]`)?.checked).toBe(true);
    await next();
    await atStep('details');
    expect($<HTMLInputElement>('input[name="name"]')?.value).toBe('Anna');
    await next();
    await see('Please fill in this field.');
    expect(step()).toBe('details');
    await type('lastName', 'Keller');
    await type('email', 'anna.keller@example.ch');
    await type('phone', '79 123 45 67');
    await next();
    await atStep('additional');
    await type('howDidYouHear', 'A friend');
    await click($('input[name="isSwissResident"]'));
    await next();
    await see('Please tick this box to continue.');
    await click($('input[name="isTermsAccepted"]'));
    await next();
    await until(() => $modal.get().name !== 'idle', 'the success modal');
    const check = calls.find(
      (call) => call.path === '/api/booking/staff-availability' && call.body['recaptchaAction'],
    );
    expect(check?.body).toMatchObject({
      startDate: at('09:30'),
      staffMemberIds: ['s1'],
      recaptchaAction: 'staff_availability',
    });
    const booking = calls.find((call) => call.path === '/api/booking/book-appointment');
    expect(booking?.body).toMatchObject({
      formId: 'velora-booking-en',
      lang: 'en',
      ms_staff_id: 's1',
      serviceId: 'svc-solo',
      firstname: 'Anna',
      lastname: 'Keller',
      phoneCode: { alphaCode: 'CH', code: '41' },
      how_did_you_hear_about_us: 'A friend',
      startDateTime: at('09:30'),
      isSwissResident: true,
      isTermsAccepted: true,
      recaptchaAction: 'book_appointment',
    });
    const state = $modal.get();
    expect(state.name).toBe('schedule-a-call-success');
    expect(state.name !== 'idle' && state.content).toMatchObject({
      reference: 'VEL-AAAA-BBBB',
      appointment: { startDateTime: at('09:30') },
    });
  });

  it('opens without asking the time zone, then shows the visitor their own time beside each time', async () => {
    stubApi(() => [500, {}]);
    visitorTimeZone.mockClear().mockReturnValue('America/New_York');
    await render();
    // Telling the zone builds the page's first Intl.DateTimeFormat: not while the booking opens.
    expect(visitorTimeZone).not.toHaveBeenCalled();
    await chooseService();
    expect(visitorTimeZone).toHaveBeenCalled();
    expect(container.textContent).toContain('Your own time (America/New_York) is shown beside each time.');
    const nineThirty = $(`input[value="${at('09:30')}"]`)?.closest('label');
    expect(nineThirty?.querySelector('.booking__time-text')?.textContent).toBe('09:30');
    // New York is six hours behind Zurich, five for the few weeks a year when only one of the two
    // has changed its clocks.
    expect(nineThirty?.querySelector('.booking__time-own')?.textContent).toMatch(/^0[34]:30 your time$/);
  });

  it('sends the visitor back to the times when the slot was taken, keeping the details', async () => {
    const calls = stubApi(() => [
      409,
      { errorName: 'SlotTakenError', message: 'This time slot is no longer available; choose another one.' },
    ]);
    await render();
    await walkToLastStep();
    await next();
    await until(() => $('[role="alert"]') && $(`input[value="${at('10:00')}"]`), 'the times again');
    expect(step()).toBe('slot');
    expect($('[role="alert"]')?.textContent).toContain('this time has just been booked');
    expect(
      calls.filter(
        (call) => call.path === '/api/booking/staff-availability' && !call.body['recaptchaAction'],
      ),
    ).toHaveLength(2);
    expect($modal.get().name).toBe('idle');
    await click($('.booking__suggestion'));
    expect($<HTMLInputElement>(`input[value="${at('10:00')}"]`)?.checked).toBe(true);
    await next();
    await atStep('details');
    expect($<HTMLInputElement>('input[name="email"]')?.value).toBe('anna.keller@example.ch');
  });
});
