import { qrDefaults } from '../../lib/qr-defaults.ts';
import { SmsForm } from '../forms/SmsForm.tsx';
import type { ModalContent } from './modal-store.ts';
import { useModalData, useT } from './ModalDataContext.tsx';

/**
 * The download-app modal's body: the QR code of the app download link (rendered at build time)
 * and the form that sends the link by SMS (SPEC section 2).
 */
export function DownloadAppBody({ content }: { content: ModalContent | undefined }) {
  const t = useT();
  const { qrCode } = useModalData();
  return (
    <div className="download-app">
      <figure className="download-app__qr">
        <img
          src={qrCode}
          alt={t('modal.download-app.qrAlt')}
          width={qrDefaults.size}
          height={qrDefaults.size}
        />
        <figcaption>{t('modal.download-app.qrCaption')}</figcaption>
      </figure>
      <div>
        <h3 className="download-app__sms-title">{t('sms.title')}</h3>
        <SmsForm content={content} />
      </div>
    </div>
  );
}
