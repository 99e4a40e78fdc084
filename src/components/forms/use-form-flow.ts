import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, isAbortError, notEnoughScoresErrorName } from '../../forms/client/api-error.ts';
import { createIdempotencyKey, postForm } from '../../forms/client/api-client.ts';
import { getVerificationFields } from '../../forms/client/verification.ts';
import type { ModalData } from '../modals/modal-data.ts';
import { dispatchModal } from '../modals/modal-store.ts';
import { mapServerFieldErrors } from './field-errors.ts';
import type { FormDefinition, FormRequest } from './form-definition.ts';
import { trackFormSuccess } from './track-form-success.ts';

/**
 * A form's flow (SPEC section 4): idle, submitting, then success or error; with reCAPTCHA a too-low
 * score puts it in `challenge` (the visible challenge over the form) until solved or cancelled.
 */
export type FlowState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'challenge'; request: FormRequest; idempotencyKey: string };

/** What {@link useFormFlow} gives a form. */
export interface FormFlow {
  state: FlowState;
  /** Sends the validated values (the `handleSubmit` callback). */
  submit: (values: FieldValues) => Promise<void>;
  /** Resends the pending request with the visible challenge's token (`rt_version` v2). */
  solveChallenge: (token: string) => void;
  cancelChallenge: () => void;
  /** The visible challenge could not be shown or failed: error modal and reset. */
  failChallenge: () => void;
}

/**
 * Runs submissions of one form: verification, the signed request with one idempotency key per
 * attempt, then the outcome. Success resets the form, pushes the analytics event and opens the
 * success modal; a validation error the visitor can fix goes under its fields; any other failure
 * opens the error modal and resets; an aborted request (the modal closed) is ignored.
 */
export function useFormFlow(
  definition: FormDefinition,
  form: UseFormReturn<FieldValues>,
  data: ModalData,
  getContext: () => Parameters<FormDefinition['toRequest']>[1],
): FormFlow {
  const [state, setState] = useState<FlowState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (request: FormRequest, idempotencyKey: string, v2Token?: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'submitting' });
      const reset = () => form.reset(definition.defaultValues);
      try {
        const verification = await getVerificationFields(data.verification, definition.action, {
          signal: current.signal,
          v2Token,
        });
        const value = await postForm(request.path, { ...request.body, ...verification }, data.formIds, {
          signal: current.signal,
          idempotencyKey,
        });
        reset();
        setState({ status: 'idle' });
        trackFormSuccess(definition.event, definition.id, data.isProduction);
        dispatchModal({
          type: 'success',
          modal: definition.success,
          content: { reference: value.reference, form: definition.id },
        });
      } catch (error) {
        if (isAbortError(error) || current.signal.aborted) return;
        const canChallenge = data.verification.provider === 'recaptcha' && !v2Token;
        if (error instanceof ApiError && error.name === notEnoughScoresErrorName && canChallenge) {
          setState({ status: 'challenge', request, idempotencyKey });
          return;
        }
        // A validation error, or a refusal naming a field (an SMS number over its limit, 429).
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          const known = new Set(Object.keys(definition.defaultValues as object));
          const mapped = mapServerFieldErrors(error.fields, definition.fieldNames, known);
          if (mapped.length > 0) {
            mapped.forEach(([field, code], index) =>
              form.setError(field, { type: 'server', message: code }, { shouldFocus: index === 0 }),
            );
            setState({ status: 'idle' });
            return;
          }
        }
        console.error('Form submission failed:', error instanceof Error ? error.name : error);
        reset();
        setState({ status: 'idle' });
        dispatchModal({ type: 'failure', content: { form: definition.id } });
      }
    },
    [data, definition, form],
  );

  return {
    state,
    submit: async (values) => {
      if (state.status !== 'idle') return;
      await send(definition.toRequest(values, getContext()), createIdempotencyKey());
    },
    solveChallenge: (token) => {
      if (state.status === 'challenge') void send(state.request, state.idempotencyKey, token);
    },
    cancelChallenge: () => {
      if (state.status === 'challenge') setState({ status: 'idle' });
    },
    failChallenge: () => {
      if (state.status !== 'challenge') return;
      form.reset(definition.defaultValues);
      setState({ status: 'idle' });
      dispatchModal({ type: 'failure', content: { form: definition.id } });
    },
  };
}
