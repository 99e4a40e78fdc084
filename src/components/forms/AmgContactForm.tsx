import { limits } from '../../forms/limits.ts';
import type { ModalContent } from '../modals/modal-store.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { amgContactForm } from './advice-forms.ts';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { FormTextArea } from './fields/FormTextArea.tsx';
import { FormTextField } from './fields/FormTextField.tsx';
import { ConfirmationFields, PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';

/** The asset-management (AMG) contact form. */
export function AmgContactForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const t = useT();
  return (
    <FormFrame definition={amgContactForm} content={content} idBase={idBase}>
      <PersonFields />
      <FormPhoneField />
      <FormTextField
        name="company"
        label={t('field.company')}
        autoComplete="organization"
        maxLength={limits.company}
        optional
      />
      <FormTextArea name="message" label={t('field.message')} maxLength={limits.message} optional />
      <ConfirmationFields />
    </FormFrame>
  );
}
