import type { ModalContent } from '../modals/modal-store.ts';
import { formBuilderContentSchema } from './form-builder.ts';
import { FormBuilderForm } from './FormBuilderForm.tsx';

/** A form-builder form placed in a page: its fields come from the block's content; none when malformed. */
export function FormBuilderBlock({
  content,
  idBase,
}: {
  content: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const parsed = formBuilderContentSchema.safeParse(content?.['formBuilder']);
  return parsed.success ? <FormBuilderForm content={parsed.data} idBase={idBase} /> : null;
}
