import type { ModalContent } from '../modals/modal-store.ts';
import { useT } from '../modals/ModalDataContext.tsx';
import { FormPhoneField } from './fields/FormPhoneField.tsx';
import { FormFrame } from './FormFrame.tsx';
import { smsForm } from './service-forms.ts';

/** The SMS app-link form of the download-app modal: Switzerland and its neighbours only (SPEC section 2). */
export function SmsForm({
  content,
  idBase,
}: {
  content?: ModalContent | undefined;
  idBase?: string | undefined;
}) {
  const t = useT();
  return (
    <FormFrame definition={smsForm} content={content} idBase={idBase} submitLabel={t('sms.submit')}>
      <FormPhoneField scope="switzerlandAndNeighbors" label={t('sms.phone')} />
    </FormFrame>
  );
}
