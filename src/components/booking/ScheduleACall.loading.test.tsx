// @vitest-environment happy-dom
/**
 * What the booking loads and reads when it opens, and when: its later steps' code, and the
 * visitor's time zone. A file of its own, so that no other test has loaded those modules before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $,
  at,
  chooseService,
  click,
  next,
  render,
  shownText,
  stubApi,
  unmount,
  until,
} from '../../../test/support/schedule-a-call-harness.tsx';
import { closeModal } from '../modals/modal-store.ts';
import { getVisitorTimeZone } from './format-booking-time.ts';

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

describe('schedule-a-call, what opening it loads', () => {
  beforeEach(() => closeModal());
  afterEach(unmount);

  it('opens with its first step only, and loads the later ones once a service is chosen', async () => {
    stubApi(() => [500, {}]);
    await render();
    // This file's first booking: nothing loaded these modules before.
    expect([...loadedSteps]).toEqual([]);
    await click($('input[value="svc-solo"]'));
    await until(() => loadedSteps.size === 3, 'the later steps');
    await next();
    await until(() => $(`input[value="${at('09:30')}"]`), 'the times');
  });

  it('opens without asking the time zone, then shows the visitor their own time beside each time', async () => {
    stubApi(() => [500, {}]);
    visitorTimeZone.mockClear().mockReturnValue('America/New_York');
    await render();
    // Telling the zone builds the page's first Intl.DateTimeFormat: not while the booking opens.
    expect(visitorTimeZone).not.toHaveBeenCalled();
    await chooseService();
    expect(visitorTimeZone).toHaveBeenCalled();
    expect(shownText()).toContain('Your own time (America/New_York) is shown beside each time.');
    const nineThirty = $(`input[value="${at('09:30')}"]`)?.closest('label');
    expect(nineThirty?.querySelector('.booking__time-text')?.textContent).toBe('09:30');
    // New York is six hours behind Zurich, five for the few weeks a year when only one of the two
    // has changed its clocks.
    expect(nineThirty?.querySelector('.booking__time-own')?.textContent).toMatch(/^0[34]:30 your time$/);
  });
});
