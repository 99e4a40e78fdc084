import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushEvent, type DataLayer } from './analytics.ts';

const scope = globalThis as { dataLayer?: unknown };

afterEach(() => {
  delete scope.dataLayer;
  vi.restoreAllMocks();
});

describe('pushEvent', () => {
  it('pushes the event in production with consent', () => {
    const dataLayer: unknown[] = [];
    expect(
      pushEvent(
        { event: 'download_app', platform: 'ios' },
        { isProduction: true, hasConsent: true, dataLayer },
      ),
    ).toBe(true);
    expect(dataLayer).toEqual([{ event: 'download_app', platform: 'ios' }]);
  });

  it('does nothing outside production or without consent', () => {
    const dataLayer: unknown[] = [];
    expect(pushEvent({ event: 'x' }, { isProduction: false, hasConsent: true, dataLayer })).toBe(false);
    expect(pushEvent({ event: 'x' }, { isProduction: true, hasConsent: false, dataLayer })).toBe(false);
    expect(pushEvent({ event: 'x' }, { isProduction: false, hasConsent: false })).toBe(false);
    expect(dataLayer).toEqual([]);
    expect(scope.dataLayer).toBeUndefined();
  });

  it('uses globalThis.dataLayer by default, creating it when missing', () => {
    expect(pushEvent({ event: 'subscribe' }, { isProduction: true, hasConsent: true })).toBe(true);
    expect(scope.dataLayer).toEqual([{ event: 'subscribe' }]);
    expect(pushEvent({ event: 'again' }, { isProduction: true, hasConsent: true })).toBe(true);
    expect(scope.dataLayer).toEqual([{ event: 'subscribe' }, { event: 'again' }]);
  });

  it('logs "Event tracking failed!" and goes on when the push throws', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('tag crashed');
    const dataLayer: DataLayer = {
      push: () => {
        throw failure;
      },
    };
    expect(pushEvent({ event: 'x' }, { isProduction: true, hasConsent: true, dataLayer })).toBe(false);
    expect(logged).toHaveBeenCalledWith('Event tracking failed!', failure);
  });

  it('fails softly on an unusable global data layer or a nameless event', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    scope.dataLayer = 42;
    expect(pushEvent({ event: 'x' }, { isProduction: true, hasConsent: true })).toBe(false);
    expect(
      pushEvent({ event: ' ' }, { isProduction: true, hasConsent: true, dataLayer: [] as unknown[] }),
    ).toBe(false);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls.every(([message]) => message === 'Event tracking failed!')).toBe(true);
  });
});
