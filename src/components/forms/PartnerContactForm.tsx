import type { ModalContent } from '../modals/modal-store.ts';
import { partnerContactForm } from './contact-forms.ts';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { ConfirmationFields, PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';

/** The partner (affiliate programme) contact form (SPEC section 3, "Partner contact form"). */
export function PartnerContactForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  return (
    <FormFrame definition={partnerContactForm} content={content} idBase={idBase}>
      <PersonFields />
      <FormPhoneField />
      <ConfirmationFields />
    </FormFrame>
  );
}
