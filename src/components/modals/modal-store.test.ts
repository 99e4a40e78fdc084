import { afterEach, describe, expect, it } from 'vitest';
import { modalNames } from './modal-names.ts';
import { $modal, closeModal, dispatchModal, idleModal, nextModalState, openModal } from './modal-store.ts';

describe('modal state machine', () => {
  afterEach(() => $modal.set(idleModal));

  it('starts idle and opens every named modal with its content', () => {
    expect($modal.get()).toEqual({ name: 'idle' });
    for (const name of modalNames) {
      expect(nextModalState(idleModal, { type: 'open', name, content: { reference: 'R-1' } })).toEqual({
        name,
        content: { reference: 'R-1' },
      });
    }
  });

  it('ignores unknown names and keeps what is open', () => {
    const open = nextModalState(idleModal, { type: 'open', name: 'subscribe' });
    expect(nextModalState(open, { type: 'open', name: 'nonsense' })).toBe(open);
    expect(nextModalState(idleModal, { type: 'open', name: 'idle' })).toBe(idleModal);
  });

  it('holds one modal at a time: opening replaces the open one', () => {
    openModal('subscribe');
    openModal('complaint', { subject: 'fees' });
    expect($modal.get()).toEqual({ name: 'complaint', content: { subject: 'fees' } });
  });

  it('turns a form outcome into exactly one state', () => {
    openModal('contact-us');
    dispatchModal({ type: 'success', modal: 'success' });
    expect($modal.get()).toEqual({ name: 'success', content: undefined });
    openModal('subscribe');
    dispatchModal({ type: 'failure' });
    expect($modal.get()).toEqual({ name: 'error', content: undefined });
  });

  it('returns to idle on close from any state', () => {
    for (const name of modalNames) {
      openModal(name);
      closeModal();
      expect($modal.get()).toBe(idleModal);
    }
  });
});
