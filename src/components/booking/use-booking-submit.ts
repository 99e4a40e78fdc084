import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  bookingErrorNames,
  bookingFormDefaults,
  bookingFormIds,
  noAvailableStaffMessage,
  type BookingFormData,
  type BookingFormValues,
} from '../../forms/booking-form.ts';
import { createIdempotencyKey } from '../../forms/client/api-client.ts';
import { ApiError, isAbortError } from '../../forms/client/api-error.ts';
import { limits } from '../../forms/limits.ts';
import { pickRandomStaff } from '../../lib/booking/slots.ts';
import type { GroupedSlots } from '../../lib/booking/types.ts';
import type { ModalData } from '../modals/modal-data.ts';
import { dispatchModal } from '../modals/modal-store.ts';
import { bookAppointment, checkSlot, type CallOptions, type CatalogService } from './booking-client.ts';
import { isChallengeNeeded, isSlotGone } from './booking-errors.ts';
import { findSlot, getFreeStaffIds } from './booking-slots.ts';
import { bookingWireFields, getStepOfField, type BookingStep } from './booking-steps.ts';

/** Sending the booking: idle, submitting, or waiting for the visible challenge of one action. */
export type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'challenge'; action: string; values: BookingFormData; idempotencyKey: string };

/** What the submit hook needs from the flow. */
export interface BookingSubmitOptions {
  data: ModalData;
  form: UseFormReturn<BookingFormValues, unknown, BookingFormData>;
  service: CatalogService | undefined;
  grouped: GroupedSlots | undefined;
  /** The chosen slot is gone: reload and offer the next free ones after `time`. */
  onSlotGone: (time: string) => void;
  /** The server refused fields the visitor can fix: show their step. */
  onFieldErrors: (step: BookingStep) => void;
}

/**
 * Sends a booking (SPEC section 4): a token for `staff_availability` and the slot check, a staff
 * member chosen at random among those free, a token for `book_appointment` and the booking. Success
 * resets the form and opens schedule-a-call-success with the appointment; a slot that is gone
 * sends the visitor back to the times; fixable field errors show under their fields; a too-low
 * score shows the visible challenge; anything else opens the error modal; an abort is ignored.
 */
export function useBookingSubmit(options: BookingSubmitOptions) {
  const { data, form, service, grouped } = options;
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = async (
    values: BookingFormData,
    idempotencyKey: string,
    v2?: { action: string; token: string },
  ) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'submitting' });
    let action = 'staff_availability';
    try {
      const slot = service && grouped ? findSlot(grouped, values.date, values.timeslot) : undefined;
      if (!service || !slot)
        throw new ApiError('ValidationError', 'The slot is not offered.', 400, {
          startDateTime: 'invalid-timeslot',
        });
      const start = new Date(slot.time);
      const end = new Date(start.getTime() + service.defaultDuration * 60_000);
      const call: CallOptions = { signal: current.signal, verification: data.verification, v2 };
      const free = getFreeStaffIds(await checkSlot(service, slot.staffIds, start, end, call), start, end);
      const staffId = pickRandomStaff({ time: slot.time, staffIds: free });
      if (!staffId) throw new ApiError(bookingErrorNames.noAvailableStaff, noAvailableStaffMessage, 409);
      action = 'book_appointment';
      const booked = await bookAppointment(
        {
          formId: bookingFormIds[data.lang],
          lang: data.lang,
          location: window.location.href.slice(0, limits.location),
          pageTitle: document.title.slice(0, limits.title),
          ms_staff_id: staffId,
          serviceId: service.id,
          service_name: service.displayName.slice(0, limits.msId),
          businessId: service.businessId,
          firstname: values.name,
          lastname: values.lastName,
          email: values.email,
          phoneCode: values.phoneCode,
          phone: values.phone,
          message: values.note,
          how_did_you_hear_about_us: values.howDidYouHear,
          startDateTime: start.toISOString(),
          endDateTime: end.toISOString(),
          isSwissResident: values.isSwissResident,
          isTermsAccepted: values.isTermsAccepted,
        },
        { ...call, idempotencyKey },
      );
      form.reset(bookingFormDefaults);
      setState({ status: 'idle' });
      dispatchModal({
        type: 'success',
        modal: 'schedule-a-call-success',
        content: { form: 'schedule-a-call', reference: booked.reference, appointment: booked.appointment },
      });
    } catch (error) {
      if (isAbortError(error) || current.signal.aborted) return;
      if (isChallengeNeeded(error, data.verification, v2?.action === action ? v2.token : undefined)) {
        setState({ status: 'challenge', action, values, idempotencyKey });
        return;
      }
      setState({ status: 'idle' });
      if (isSlotGone(error)) {
        options.onSlotGone(values.timeslot);
        return;
      }
      // Field errors of a validation error or of a refusal naming a field (BookingLimitError on the e-mail).
      if (error instanceof ApiError && showFieldErrors(error)) return;
      console.error('Booking failed:', error instanceof Error ? error.name : error);
      form.reset(bookingFormDefaults);
      dispatchModal({ type: 'failure', content: { form: 'schedule-a-call' } });
    }
  };

  /** Puts the server's field messages under the fields; false when none is the visitor's to fix. */
  const showFieldErrors = (error: ApiError): boolean => {
    const fields = [
      ...new Set(
        Object.keys(error.fields).flatMap((wire) =>
          bookingWireFields[wire] ? [bookingWireFields[wire]] : [],
        ),
      ),
    ];
    const first = fields[0];
    if (!first) return false;
    options.onFieldErrors(getStepOfField(first));
    for (const field of fields) {
      const wire = Object.keys(error.fields).find((name) => bookingWireFields[name] === field) ?? field;
      form.setError(field, { type: 'server', message: error.fields[wire] ?? 'invalid-field' });
    }
    return true;
  };

  return {
    state,
    submit: (values: BookingFormData) =>
      state.status === 'idle' ? send(values, createIdempotencyKey()) : Promise.resolve(),
    solveChallenge: (token: string) => {
      if (state.status === 'challenge')
        void send(state.values, state.idempotencyKey, { action: state.action, token });
    },
    cancelChallenge: () => setState({ status: 'idle' }),
    failChallenge: () => {
      form.reset(bookingFormDefaults);
      setState({ status: 'idle' });
      dispatchModal({ type: 'failure', content: { form: 'schedule-a-call' } });
    },
  };
}
