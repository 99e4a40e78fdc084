import type { ModalContent } from '../modals/modal-store.ts';
import { simpleContactForm } from './contact-forms.ts';
import { ConfirmationFields, PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';

/** The short contact form (SPEC section 3, "Short contact form"). */
export function SimpleContactForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  return (
    <FormFrame definition={simpleContactForm} content={content} idBase={idBase}>
      <PersonFields />
      <ConfirmationFields />
    </FormFrame>
  );
}
