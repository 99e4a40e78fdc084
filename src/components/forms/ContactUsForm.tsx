import { useWatch } from 'react-hook-form';
import { limits } from '../../forms/limits.ts';
import type { ModalContent } from '../modals/modal-store.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { contactUsForm } from './contact-forms.ts';
import { FormCheckbox } from './fields/FormCheckbox.tsx';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { FormTextArea } from './fields/FormTextArea.tsx';
import { FormTextField } from './fields/FormTextField.tsx';
import { ConfirmationFields, PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';

/** How the visitor heard of the bank: not asked of existing clients (disabled, sent as "existing customer"). */
function HowDidYouHearField() {
  const t = useT();
  const isCustomer = useWatch({ name: 'isCustomer' }) === true;
  return (
    <FormTextField
      name="howDidYouHear"
      label={t('field.howDidYouHear')}
      hint={isCustomer ? t('field.howDidYouHearCustomer') : t('field.howDidYouHearHint')}
      maxLength={limits.howDidYouHear}
      disabled={isCustomer}
    />
  );
}

/** The contact-us form (SPEC section 3, "Contact form"). */
export function ContactUsForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const t = useT();
  return (
    <FormFrame definition={contactUsForm} content={content} idBase={idBase}>
      <FormCheckbox name="isCustomer" label={t('field.isCustomer')} required={false} />
      <PersonFields />
      <FormPhoneField />
      <HowDidYouHearField />
      <FormTextArea name="message" label={t('field.message')} maxLength={limits.message} />
      <ConfirmationFields />
    </FormFrame>
  );
}
