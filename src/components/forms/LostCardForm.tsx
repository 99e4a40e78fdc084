import { limits } from '../../forms/limits.ts';
import type { ModalContent } from '../modals/modal-store.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { FormCheckbox } from './fields/FormCheckbox.tsx';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { FormTextField } from './fields/FormTextField.tsx';
import { PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';
import { lostCardForm } from './service-forms.ts';

/** The lost-card form: who the visitor is and where to call back; the card is blocked at once. */
export function LostCardForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const t = useT();
  return (
    <FormFrame definition={lostCardForm} content={content} idBase={idBase} submitLabel={t('form.blockCard')}>
      <PersonFields email={false} />
      <FormTextField
        name="dateOfBirth"
        label={t('field.dateOfBirth')}
        hint={t('field.dateOfBirthHint')}
        autoComplete="bday"
        inputMode="numeric"
        maxLength={limits.dateOfBirth}
        kind="date"
      />
      <FormPhoneField />
      <FormTextField
        name="cardLastDigits"
        label={t('field.cardLastDigits')}
        hint={t('field.cardLastDigitsHint')}
        inputMode="numeric"
        maxLength={limits.cardDigits}
        kind="digits"
        optional
      />
      <FormCheckbox name="isBlockConfirmed" label={t('field.blockCard')} />
    </FormFrame>
  );
}
