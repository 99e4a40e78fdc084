/**
 * The schedule-a-call modal in happy-dom, for its tests: a stand-in for the booking API (a day
 * three days ahead with times from 09:00 to 11:15, Zurich), the booking rendered on the server and
 * hydrated, and the visitor's moves (click, type, next step), each inside `act`; what a move leads to
 * is waited for by its state (`until`, `atStep`, `see`), never by a fixed pause.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { addDays } from '../../src/components/booking/booking-slots.ts';
import { ScheduleACall } from '../../src/components/booking/ScheduleACall.tsx';
import { ModalDataProvider } from '../../src/components/modals/ModalDataContext.tsx';
import { booking } from '../../src/i18n/strings/en/booking.ts';
import { toUtcDate, toZonedDateKey } from '../../src/lib/booking/to-utc-date.ts';
import { testModalData } from './modal-test-data.ts';
import { testSchedulingPolicy } from './test-scheduling-policy.ts';

export const data = testModalData();
/** Three days from now, Zurich: far enough for the 24-hour lead time. */
export const day = addDays(toZonedDateKey(Date.now(), 'Europe/Zurich'), 3);
/**
 * A day beside `day` in the month the picker shows (the next day, or the one before when `day` is
 * the month's last): the test runs on any date.
 */
export const sameMonthNeighbour = (date: string) =>
  addDays(date, 1).slice(0, 7) === date.slice(0, 7) ? addDays(date, 1) : addDays(date, -1);
export const at = (time: string) => toUtcDate(`${day}T${time}:00`, 'Europe/Zurich').toISOString();
const utc = (iso: string) => ({ dateTime: iso.slice(0, 19), timeZone: 'UTC' });
const service = {
  id: 'svc-solo',
  businessId: 'biz-a',
  displayName: 'Opening your account',
  description: 'We walk you through it.',
  defaultDuration: 30,
  staffMemberIds: ['s1', 's2'],
  schedulingPolicy: testSchedulingPolicy,
};

type Call = { path: string; body: Record<string, unknown> };

/** A fetch standing in for the booking API; `book` decides the booking's answer. */
export function stubApi(book: (body: Record<string, unknown>) => [number, unknown]): Call[] {
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

/** The text the booking shows. */
export const shownText = () => container.textContent;

/** Unmounts the booking and removes it from the page; the fetch stand-in goes too. */
export async function unmount(): Promise<void> {
  await act(async () => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
}

export /** Renders the booking on the server, hydrates it and waits for its services. */
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

/**
 * Waits (up to 10 s, however loaded the machine) until `check` holds, looking again every 20 ms
 * inside `act`, so that what the stand-in API answers meanwhile renders.
 */
export async function until(check: () => unknown, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

export const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector);
export const $$ = (selector: string) => container.querySelectorAll(selector);
export const click = async (element: Element | null) => {
  if (!element) throw new Error('element not found');
  await act(async () => (element as HTMLElement).click());
};
export const type = async (name: string, value: string) => {
  const input = $<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
export const next = () => click($('button[type="submit"]'));
export const step = () => $('form')?.getAttribute('data-step');
/** What the booking shows while a step's code is still loading (`later-steps.ts`). */
const loadingStep = booking['booking.loadingStep'];
/**
 * Waits for the form to show `step` with its fields: the later steps load their code on first
 * use (`later-steps.ts`), and a step's checks theirs, so on a busy machine what a click changes
 * may come after the click has settled, the step's status line first and its fields after.
 */
export const atStep = (name: string) =>
  until(() => step() === name && !container.textContent?.includes(loadingStep), `the ${name} step`);
/** Waits for `text` to show in the form. */
export const see = (text: string) => until(() => container.textContent?.includes(text), `"${text}"`);

/** Chooses the service and waits for its times. */
export async function chooseService(): Promise<void> {
  await click($('input[value="svc-solo"]'));
  await next();
  await until(() => $(`input[value="${at('09:30')}"]`), 'the times');
}

/** Goes through the first three steps with valid answers, to the last one filled in. */
export async function walkToLastStep(): Promise<void> {
  await chooseService();
  await click($(`input[value="${at('09:30')}"]`));
  await next();
  await atStep('details');
  await type('name', 'Anna');
  await fillDetailsToResidence();
  await click($('input[name="isTermsAccepted"]'));
}

/**
 * From the details step with a name typed: the rest of the details, on to the last step, its
 * answer to how the visitor heard of the bank and the residence box (the terms left unticked).
 */
export async function fillDetailsToResidence(): Promise<void> {
  await type('lastName', 'Keller');
  await type('email', 'anna.keller@example.ch');
  await type('phone', '79 123 45 67');
  await next();
  await atStep('additional');
  await type('howDidYouHear', 'A friend');
  await click($('input[name="isSwissResident"]'));
}
