import type { ModalContent } from '../modals/modal-store.ts';
import { extendedContactForm } from './contact-forms.ts';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { ConfirmationFields, PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';

/**
 * The extended contact form ("switch your bank", SPEC section 2): for Swiss tax residents who
 * accept the privacy policy; validates on submit, then on change.
 */
export function ExtendedContactForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  return (
    <FormFrame definition={extendedContactForm} content={content} idBase={idBase}>
      <PersonFields />
      <FormPhoneField />
      <ConfirmationFields />
    </FormFrame>
  );
}
