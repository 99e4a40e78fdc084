import type { ModalContent } from '../modals/modal-store.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { ConfirmationFields, PersonFields } from './fields/PersonFields.tsx';
import { FormFrame } from './FormFrame.tsx';
import { reportForm } from './service-forms.ts';

/** The financial report request: the report named by the block's `report` content is sent by e-mail. */
export function ReportRequestForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const t = useT();
  return (
    <FormFrame
      definition={reportForm}
      content={content}
      idBase={idBase}
      submitLabel={t('form.requestReport')}
    >
      <PersonFields />
      <ConfirmationFields swissResident={false} />
    </FormFrame>
  );
}
