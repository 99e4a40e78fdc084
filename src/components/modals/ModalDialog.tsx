import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import './modals.css';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  title: string;
  /** A short paragraph under the title, read with it as the dialog's description. */
  intro?: string | undefined;
  closeLabel: string;
  onClose: () => void;
  /** `form` dialogs are wider than `message` dialogs. */
  size?: 'form' | 'message';
  /** Marks the dialog for tests and styles: the modal's name. */
  name: string;
  children?: ReactNode;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside the dialog: from the last control to the first and back. The page behind is
 * inert already; without this, focus would leave for the browser's own toolbar.
 */
function wrapFocus(
  dialog: HTMLDialogElement,
  event: { shiftKey: boolean; preventDefault: () => void },
): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (
    event.shiftKey &&
    (active === first || !dialog.contains(active) || active === dialog.querySelector('.modal__title'))
  ) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * An accessible modal dialog on the native `<dialog>` opened with `showModal()`: the browser traps
 * focus and makes the page inert; the title labels it. Escape and a click on the backdrop call
 * `onClose` (the modal state decides), and the title receives focus so it is read first.
 */
export function ModalDialog({
  title,
  intro,
  closeLabel,
  onClose,
  size = 'form',
  name,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const introId = useId();

  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    headingRef.current?.focus();
    const onCancel = (event: Event) => {
      // Escape: the modal state closes the dialog, so the store and the page never disagree.
      event.preventDefault();
      requestClose();
    };
    // The browser may close a modal dialog itself (a second Escape without user activation skips
    // the cancel event): the state follows, so it never says open while nothing shows.
    const onNativeClose = () => requestClose();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') wrapFocus(dialog, event);
    };
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop.current = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      // The dialog element itself is hit only outside its panel, on the backdrop.
      if (event.target === dialog && pressedOnBackdrop.current) requestClose();
    };
    const listeners = [
      ['cancel', onCancel],
      ['close', onNativeClose],
      ['keydown', onKeyDown],
      ['pointerdown', onPointerDown],
      ['click', onClick],
    ] as const;
    for (const [type, listener] of listeners) dialog.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) dialog.removeEventListener(type, listener as EventListener);
      dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}`}
      data-modal-name={name}
      aria-labelledby={titleId}
      aria-describedby={intro ? introId : undefined}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 className="modal__title" id={titleId} ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose}>
            <span className="visually-hidden">{closeLabel}</span>
            <span className="modal__close-icon" aria-hidden="true" />
          </button>
        </div>
        {intro && (
          <p className="modal__intro" id={introId}>
            {intro}
          </p>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
