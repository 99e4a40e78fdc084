import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { prepareVerification } from '../../forms/client/verification.ts';
import { Button } from '../ui/Button.tsx';
import type { ModalContent } from '../modals/modal-store.ts';
import { useModalData, useT } from '../modals/ModalDataContext.tsx';
import { ChallengeOverlay } from './ChallengeOverlay.tsx';
import type { FormDefinition } from './form-definition.ts';
import { FormFrameContext } from './form-frame-context.ts';
import { useInitialValues } from './initial-values-context.ts';
import { useFormFlow } from './use-form-flow.ts';
import { prepareRules, rulesResolver } from './with-phone-rules.ts';
import './forms.css';

/** Props of {@link FormFrame}. */
export interface FormFrameProps {
  definition: FormDefinition;
  /** Content passed when the modal opened, or the inline form's block. */
  content?: ModalContent | undefined;
  /** Stable id prefix for forms rendered at build time; generated in modals. */
  idBase?: string | undefined;
  submitLabel?: string | undefined;
  children: ReactNode;
}

/**
 * The frame of every form: react-hook-form with the shared zod schema (validates on submit, then
 * on change), the fields disabled while sending, the submit button with its loading state, the
 * flow of SPEC section 4 and, with reCAPTCHA, the visible challenge over the form.
 */
export function FormFrame({ definition, content, idBase, submitLabel, children }: FormFrameProps) {
  const data = useModalData();
  const t = useT();
  const generated = useId();
  const base = idBase ?? `${definition.id}-${generated.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const initialValues = useInitialValues();
  const form = useForm<FieldValues>({
    resolver: rulesResolver<FieldValues, unknown, FieldValues>(definition.rules),
    defaultValues: { ...definition.defaultValues, ...initialValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const flow = useFormFlow(definition, form, data, () => ({
    lang: data.lang,
    formIds: data.formIds,
    location: window.location.href,
    title: document.title,
    content,
  }));
  useEffect(() => {
    if (data.verification.provider === 'recaptcha') prepareVerification(data.verification);
  }, [data.verification]);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // A form rendered into the page at build time tells the loader that its code now runs.
    const wrapper = formRef.current?.closest('[data-velora-form]');
    if (!wrapper) return;
    wrapper.setAttribute('data-hydrated', '');
    wrapper.dispatchEvent(new CustomEvent('velora:form-ready'));
  }, []);
  const busy = flow.state.status !== 'idle';
  const frame = useMemo(() => ({ idBase: base, busy }), [base, busy]);
  const sending = flow.state.status === 'submitting';

  return (
    <FormProvider {...form}>
      <FormFrameContext.Provider value={frame}>
        <form
          ref={formRef}
          className="form"
          id={base}
          method="post"
          noValidate
          aria-busy={busy}
          onSubmit={form.handleSubmit(flow.submit)}
          // The first field the visitor reaches starts the proof of work, so sending waits for nothing.
          onFocus={() => {
            prepareVerification(data.verification);
            prepareRules(definition.rules);
          }}
        >
          {/* One fieldset disables every field while sending; its legend names the group for screen readers. */}
          <fieldset className="form__fields" disabled={busy}>
            <legend className="visually-hidden">{t('form.fieldsLegend')}</legend>
            {children}
          </fieldset>
          <div className="form__actions">
            {/* aria-disabled, not disabled: the button keeps focus while the request runs. */}
            <Button
              type="submit"
              className="form__submit"
              aria-disabled={busy || undefined}
              data-loading={sending ? '' : undefined}
            >
              {sending && <span className="form__spinner" aria-hidden="true" />}
              {sending ? t('form.sending') : (submitLabel ?? t('form.submit'))}
            </Button>
          </div>
          <p className="visually-hidden" role="status">
            {sending ? t('form.sending') : ''}
          </p>
          {flow.state.status === 'challenge' && (
            <ChallengeOverlay
              verification={data.verification}
              onSolved={flow.solveChallenge}
              onCancel={flow.cancelChallenge}
              onError={flow.failChallenge}
            />
          )}
        </form>
      </FormFrameContext.Provider>
    </FormProvider>
  );
}
