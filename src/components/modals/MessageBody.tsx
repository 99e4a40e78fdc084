import { Button } from '../ui/Button.tsx';
import { useT } from './ModalDataContext.tsx';

/** Props of {@link MessageBody}. */
export interface MessageBodyProps {
  text: string;
  /** A reference the visitor can quote (a complaint's number), shown highlighted. */
  reference?: string | undefined;
  onClose: () => void;
}

/** The body of a success or error modal: its paragraph, an optional reference and an OK button. */
export function MessageBody({ text, reference, onClose }: MessageBodyProps) {
  const t = useT();
  return (
    <>
      <p className="modal__message">{text}</p>
      {reference && <p className="modal__reference">{t('complaint.reference', { reference })}</p>}
      <div className="modal__actions">
        <Button onClick={onClose}>{t('modal.ok')}</Button>
      </div>
    </>
  );
}
