import type { ModalContent } from '../modals/modal-store.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { shewealthForm } from './advice-forms.ts';
import { FormCheckbox } from './fields/FormCheckbox.tsx';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';

/** The SheWealth sign-up form. */
export function ShewealthForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const t = useT();
  return (
    <FormFrame definition={shewealthForm} content={content} idBase={idBase} submitLabel={t('form.signUp')}>
      <PersonFields />
      <FormPhoneField />
      <FormCheckbox name="isSwissResidentConfirmed" label={t('field.swissResident')} />
      <FormCheckbox name="isTermsAccepted" label={t('field.shewealthTerms')} />
    </FormFrame>
  );
}
