import { limits } from '../../forms/limits.ts';
import type { ModalContent } from '../modals/modal-store.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { tripleAForm } from './advice-forms.ts';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { FormTextArea } from './fields/FormTextArea.tsx';
import { ConfirmationFields, PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';

/** The Triple A request form. */
export function TripleAForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const t = useT();
  return (
    <FormFrame definition={tripleAForm} content={content} idBase={idBase}>
      <PersonFields />
      <FormPhoneField />
      <FormTextArea name="message" label={t('field.message')} maxLength={limits.message} optional />
      <ConfirmationFields />
    </FormFrame>
  );
}
