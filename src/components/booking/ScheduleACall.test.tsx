// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $,
  $$,
  at,
  atStep,
  chooseService,
  click,
  data,
  day,
  fillDetailsToResidence,
  next,
  render,
  sameMonthNeighbour,
  see,
  shownText,
  step,
  stubApi,
  type,
  unmount,
  until,
  walkToLastStep,
} from '../../../test/support/schedule-a-call-harness.tsx';
import { $modal, closeModal } from '../modals/modal-store.ts';
import { ModalDataProvider } from '../modals/ModalDataContext.tsx';
import { ScheduleACall } from './ScheduleACall.tsx';

describe('schedule-a-call flow', () => {
  beforeEach(() => closeModal());
  afterEach(unmount);

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
    expect(shownText()).toContain('Opening your account');
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
    expect($$('.date-picker__day[tabindex="0"]')).toHaveLength(1);
    expect($(`button[data-date="${day}"]`)?.getAttribute('tabindex')).toBe('0');
    expect(shownText()).toContain('Times are in Swiss time (Europe/Zurich).');
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
    await fillDetailsToResidence();
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
