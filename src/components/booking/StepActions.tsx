import type { RefObject } from 'react';
import { Button } from '../ui/Button.tsx';
import { useT } from '../modals/ModalDataContext.tsx';

/** Props of {@link StepActions}. */
export interface StepActionsProps {
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  sending: boolean;
  onBack: () => void;
  /** The Continue/Book button: where focus goes while the step's fields are disabled. */
  submitRef?: RefObject<HTMLButtonElement | null> | undefined;
}

/**
 * Back and Continue, or Back and Book on the last step. Continue submits the form element, which
 * the flow turns into "validate this step and go on"; the buttons stay focusable while busy
 * (aria-disabled) so focus is not lost during a request.
 */
export function StepActions({ isFirst, isLast, busy, sending, onBack, submitRef }: StepActionsProps) {
  const t = useT();
  return (
    <div className="form__actions booking__actions">
      {!isFirst && (
        <Button variant="strokePrimary" onClick={onBack} disabled={sending}>
          {t('booking.back')}
        </Button>
      )}
      <Button
        type="submit"
        ref={submitRef}
        className="form__submit"
        aria-disabled={busy || undefined}
        data-loading={sending ? '' : undefined}
      >
        {sending && <span className="form__spinner" aria-hidden="true" />}
        {sending ? t('booking.sending') : t(isLast ? 'booking.submit' : 'booking.next')}
      </Button>
      <p className="visually-hidden" role="status">
        {sending ? t('booking.sending') : ''}
      </p>
    </div>
  );
}
