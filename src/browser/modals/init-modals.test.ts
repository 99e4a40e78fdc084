// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { initModals, openModalEventName } from './init-modals.ts';

describe('modal loader', () => {
  beforeAll(() => {
    document.body.innerHTML = '<main></main>';
    initModals();
  });

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
