// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initModals, openModalEventName } from './init-modals.ts';

describe('modal loader', () => {
  beforeAll(() => {
    // Warming a form in sight waits for the page to be idle, on a timer that would fire after this
    // file's window is gone (an uncaught "document is not defined"): it has its end-to-end test
    // (e2e/forms/modal-system), so here the browser offers no IntersectionObserver and it stays off.
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = '<main></main>';
    initModals();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('claims modal opening at once, so the chrome does not navigate instead', () => {
    expect(window.__veloraModals).toBe(true);
  });

  it('takes only the modal names of SPEC section 2', () => {
    const open = (name: string) => {
      const event = new CustomEvent(openModalEventName, { detail: { name }, cancelable: true });
      document.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(open('nonsense')).toBe(false);
    expect(open('idle')).toBe(false);
    expect(open('subscribe')).toBe(true);
  });
});
