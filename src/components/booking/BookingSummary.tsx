import { useModalData, useT } from '../modals/ModalDataContext.tsx';
import type { CatalogService } from './booking-client.ts';
import { formatDateKey, formatTime } from './format-booking-time.ts';

/** The chosen service and slot, shown on the details and additional steps so the visitor keeps them in view. */
export function BookingSummary({
  service,
  date,
  time,
}: {
  service: CatalogService | undefined;
  date: string;
  time: string;
}) {
  const t = useT();
  const { lang } = useModalData();
  if (!service || !date || !time) return null;
  return (
    <div className="booking__summary">
      <p className="booking__summary-title">{t('booking.summary')}</p>
      <p>
        {service.displayName},{' '}
        {t('booking.summaryWhen', { date: formatDateKey(date, lang), time: formatTime(time, lang) })}
      </p>
    </div>
  );
}
