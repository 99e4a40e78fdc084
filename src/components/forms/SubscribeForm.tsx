import { limits } from '../../forms/limits.ts';
import type { ModalContent } from '../modals/modal-store.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { subscribeForm } from './contact-forms.ts';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { FormTextField } from './fields/FormTextField.tsx';
import { ConfirmationFields, PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';

/** The newsletter form (SPEC section 3, "Subscribe form"). */
export function SubscribeForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const t = useT();
  return (
    <FormFrame definition={subscribeForm} content={content} idBase={idBase} submitLabel={t('form.subscribe')}>
      <PersonFields />
      <FormPhoneField />
      <FormTextField
        name="howDidYouHear"
        label={t('field.howDidYouHear')}
        hint={t('field.howDidYouHearHint')}
        maxLength={limits.howDidYouHear}
      />
      <ConfirmationFields />
    </FormFrame>
  );
}
