import { atom } from 'nanostores';
import { isModalName, type ModalName } from './modal-names.ts';

/** Data passed when a modal opens (a reference number, a form's content, ...). */
export type ModalContent = Readonly<Record<string, unknown>>;

/** One modal at a time (SPEC section 2): none (`idle`) or one named modal with its content. */
export type ModalState =
  { readonly name: 'idle' } | { readonly name: ModalName; readonly content: ModalContent | undefined };

/** What can happen to the modal state. A form's outcome is one event, so it sets exactly one state. */
export type ModalEvent =
  | { type: 'open'; name: string; content?: ModalContent | undefined }
  | { type: 'close' }
  | { type: 'success'; modal: ModalName; content?: ModalContent | undefined }
  | { type: 'failure'; content?: ModalContent | undefined };

/** The state before any modal opens and after every close. */
export const idleModal: ModalState = Object.freeze({ name: 'idle' });

/**
 * The modal state machine (SPEC section 4, "Modal"): opening replaces whatever is open, a success
 * opens its success modal, a failure the error modal, closing (button, Escape, click outside)
 * returns to idle. An unknown name changes nothing.
 */
export function nextModalState(state: ModalState, event: ModalEvent): ModalState {
  switch (event.type) {
    case 'open':
      return isModalName(event.name) ? { name: event.name, content: event.content } : state;
    case 'close':
      return idleModal;
    case 'success':
      return { name: event.modal, content: event.content };
    case 'failure':
      return { name: 'error', content: event.content };
  }
}

/** The page's modal state, shared by every island (DESIGN.md decision 4). */
export const $modal = atom<ModalState>(idleModal);

/**
 * A form modal drawn ahead of its opening, hidden (React's `<Activity mode="hidden">`: no effects
 * run, nothing shows), while a visitor reaches for its trigger; the click then only reveals it.
 * Cleared by the next modal event, so a closed modal never stays drawn with what was typed in it.
 */
export const $prerendered = atom<ModalName | undefined>(undefined);

/** Draws `name` ahead, hidden, when no modal is open (a visitor points at its trigger). */
export function prerenderModal(name: string): void {
  if (isModalName(name) && $modal.get().name === 'idle') $prerendered.set(name);
}

/** Applies one event to the page's modal state. */
export function dispatchModal(event: ModalEvent): void {
  $modal.set(nextModalState($modal.get(), event));
  $prerendered.set(undefined);
}

/** Opens `name` (replacing any open modal), with optional content. */
export function openModal(name: ModalName, content?: ModalContent): void {
  dispatchModal({ type: 'open', name, content });
}

/** Closes whatever modal is open. */
export function closeModal(): void {
  dispatchModal({ type: 'close' });
}
