import { bookingErrorNames } from '../../forms/booking-form.ts';
import { ApiError, notEnoughScoresErrorName } from '../../forms/client/api-error.ts';
import type { VerificationConfig } from '../modals/modal-data.ts';

/** True when the invisible check's score was too low and the visible challenge can follow (SPEC section 8). */
export function isChallengeNeeded(
  error: unknown,
  verification: VerificationConfig,
  v2Token: string | undefined,
): boolean {
  return (
    error instanceof ApiError &&
    error.name === notEnoughScoresErrorName &&
    verification.provider === 'recaptcha' &&
    !v2Token
  );
}

/**
 * True when the chosen slot is gone: nobody free at the slot check ("No available staff for
 * timeslot.") or taken between the check and the booking. The flow then offers the next free slots.
 */
export function isSlotGone(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.name === bookingErrorNames.noAvailableStaff || error.name === bookingErrorNames.slotTaken)
  );
}
