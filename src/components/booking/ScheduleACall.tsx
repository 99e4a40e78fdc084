import { Suspense, useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  bookingFormDefaults,
  bookingStepFields,
  type BookingFormData,
  type BookingFormValues,
} from '../../forms/booking-form.ts';
import { prepareVerification } from '../../forms/client/verification.ts';
import { ChallengeOverlay } from '../forms/ChallengeOverlay.tsx';
import { FormFrameContext } from '../forms/form-frame-context.ts';
import { prepareRules, rulesResolver } from '../forms/with-phone-rules.ts';
import { closeModal, type ModalContent } from '../modals/modal-store.ts';
import { useModalData, useT } from '../modals/ModalDataContext.tsx';
import { getPresetDate } from './booking-slots.ts';
import {
  bookingSteps,
  getNextStep,
  getPreviousStep,
  getStepOfField,
  type BookingStep,
} from './booking-steps.ts';
import { AdditionalStep, BookingSummary, DetailsStep, preloadLaterSteps, SlotStep } from './later-steps.ts';
import { ServiceStep } from './ServiceStep.tsx';
import { StepActions } from './StepActions.tsx';
import { useAvailability } from './use-availability.ts';
import { useBookingCatalog } from './use-booking-catalog.ts';
import { useBookingSubmit } from './use-booking-submit.ts';
import { useKeepFocusWhileBusy } from './use-keep-focus.ts';
import './booking.css';
import './date-picker.css';

/** The booking's rules, shared with the server, load when the visitor first touches the form. */
const loadBookingRules = () => import('../../forms/booking.ts').then((rules) => rules.bookingFormSchema);

/**
 * The schedule-a-call modal (SPEC sections 2 and 4): four steps, 'service' → 'slot' → 'details' →
 * 'additional', over one react-hook-form form validated with the shared schema, so going back and
 * forth keeps everything typed. Fields are disabled while the services, the times or the booking
 * load. Each step is validated before the next one shows.
 */
export function ScheduleACall(_props: { content: ModalContent | undefined }) {
  const data = useModalData();
  const t = useT();
  const idBase = `booking-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const form = useForm<BookingFormValues, unknown, BookingFormData>({
    // The schema's checkboxes are `true` once valid; while typing they are booleans.
    resolver: rulesResolver<BookingFormValues, unknown, BookingFormData>(loadBookingRules),
    defaultValues: bookingFormDefaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [step, setStep] = useState<BookingStep>('service');
  const [goneSlot, setGoneSlot] = useState<string | undefined>();
  const presetAfter = useRef<string | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useEffect(() => prepareVerification(data.verification), [data.verification]);

  const catalog = useBookingCatalog(data);
  const businesses = catalog.state.status === 'ready' ? catalog.state.businesses : undefined;
  const [serviceId, date, timeslot] = useWatch({
    control: form.control,
    name: ['service', 'date', 'timeslot'],
  });
  const service = useMemo(
    () => businesses?.flatMap((business) => business.services).find((entry) => entry.id === serviceId),
    [businesses, serviceId],
  );
  const availability = useAvailability(service);
  // A service chosen: the next steps' code loads beside its free times.
  useEffect(() => {
    if (serviceId) preloadLaterSteps();
  }, [serviceId]);
  const grouped = availability.state.status === 'ready' ? availability.state.grouped : undefined;
  const firstDate = availability.state.status === 'ready' ? availability.state.firstDate : '';

  // Each new set of slots presets the date (the earliest with slots, or the first after a taken
  // slot) and clears the time (SPEC section 4).
  useEffect(() => {
    if (availability.state.status !== 'ready') return;
    const after = presetAfter.current;
    presetAfter.current = undefined;
    form.setValue(
      'date',
      getPresetDate(availability.state.grouped, after === undefined ? undefined : Date.parse(after)) ?? '',
    );
    form.setValue('timeslot', '');
  }, [availability.state, form]);

  const submit = useBookingSubmit({
    data,
    form,
    service,
    grouped,
    onSlotGone: (time) => {
      presetAfter.current = time;
      changeStep('slot', time);
      availability.reload();
    },
    onFieldErrors: setStep,
  });
  // Only what the current step shows waits: choosing a service loads its times in the background
  // without disabling the service list the visitor is on (that threw keyboard focus to the page).
  const busy =
    submit.state.status !== 'idle' ||
    (step === 'service' && catalog.state.status !== 'ready') ||
    (step === 'slot' && availability.state.status === 'loading');
  useKeepFocusWhileBusy(fieldsRef, submitRef, busy);

  function changeStep(next: BookingStep | undefined, gone?: string) {
    if (!next) return;
    setStep(next);
    setGoneSlot(gone);
    // The new step's heading takes focus, so a screen reader announces where the visitor is.
    requestAnimationFrame(() => headingRef.current?.focus());
  }
  const goNext = async () => {
    if (await form.trigger([...bookingStepFields[step]], { shouldFocus: true }))
      changeStep(getNextStep(step));
  };
  const onInvalid = (errors: FieldErrors<BookingFormValues>) => {
    const first = bookingSteps.flatMap((entry) => bookingStepFields[entry]).find((field) => errors[field]);
    if (first) changeStep(getStepOfField(first));
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    // Enter on an earlier step goes on, it does not send.
    if (step !== 'additional') {
      event.preventDefault();
      if (!busy) void goNext();
      return;
    }
    void form.handleSubmit(submit.submit, onInvalid)(event);
  };
  const frame = useMemo(() => ({ idBase, busy }), [idBase, busy]);
  const stepNumber = bookingSteps.indexOf(step) + 1;

  return (
    <FormProvider {...form}>
      <FormFrameContext.Provider value={frame}>
        <form
          className="form booking"
          id={idBase}
          method="post"
          noValidate
          aria-busy={busy}
          onSubmit={onSubmit}
          // The visitor's first touch of the form loads the phone number rules its check needs.
          onFocus={() => prepareRules(loadBookingRules)}
          data-step={step}
        >
          <ol className="booking__steps" aria-hidden="true">
            {bookingSteps.map((entry, index) => (
              <li
                key={entry}
                className="booking__step-mark"
                data-done={index < stepNumber - 1 || undefined}
                data-current={entry === step || undefined}
              >
                {t(`booking.step.${entry}`)}
              </li>
            ))}
          </ol>
          <h3 className="booking__heading" ref={headingRef} tabIndex={-1}>
            <span className="booking__progress">
              {t('booking.progress', { current: stepNumber, total: bookingSteps.length })}
            </span>{' '}
            {t(`booking.step.${step}`)}
          </h3>
          {(step === 'details' || step === 'additional') && (
            <Suspense fallback={null}>
              <BookingSummary service={service} date={date} time={timeslot} />
            </Suspense>
          )}
          <fieldset className="form__fields" disabled={busy} ref={fieldsRef}>
            {step === 'service' && <ServiceStep id={`${idBase}-service`} businesses={businesses} />}
            <Suspense
              fallback={
                <p className="booking__status" role="status">
                  {t('booking.loadingStep')}
                </p>
              }
            >
              {step === 'slot' && (
                <SlotStep
                  id={`${idBase}-slot`}
                  grouped={grouped}
                  firstDate={firstDate}
                  goneSlot={goneSlot}
                  disabled={busy}
                />
              )}
              {step === 'details' && <DetailsStep />}
              {step === 'additional' && <AdditionalStep />}
            </Suspense>
          </fieldset>
          <StepActions
            isFirst={step === 'service'}
            isLast={step === 'additional'}
            busy={busy}
            sending={submit.state.status === 'submitting'}
            submitRef={submitRef}
            onBack={() => changeStep(getPreviousStep(step))}
          />
          {catalog.state.status === 'challenge' && (
            <ChallengeOverlay
              verification={data.verification}
              onSolved={catalog.solveChallenge}
              onCancel={closeModal}
              onError={submit.failChallenge}
            />
          )}
          {submit.state.status === 'challenge' && (
            <ChallengeOverlay
              verification={data.verification}
              onSolved={submit.solveChallenge}
              onCancel={submit.cancelChallenge}
              onError={submit.failChallenge}
            />
          )}
        </form>
      </FormFrameContext.Provider>
    </FormProvider>
  );
}
