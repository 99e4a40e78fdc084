import { Button } from '../ui/Button.tsx';
import { getButtonClassName } from '../ui/button-class.ts';
import { closeModal, type ModalContent } from '../modals/modal-store.ts';
import { useModalData, useT } from '../modals/ModalDataContext.tsx';
import { createIcs, toIcsDataUrl } from './create-ics.ts';
import { formatLongDate, formatTime } from './format-booking-time.ts';

/** The appointment a booking answered with, read defensively from the modal's content. */
function readAppointment(content: ModalContent | undefined) {
  const appointment = content?.['appointment'];
  if (typeof appointment !== 'object' || appointment === null) return undefined;
  const { serviceName, startDateTime, endDateTime } = appointment as Record<string, unknown>;
  if (typeof serviceName !== 'string' || typeof startDateTime !== 'string' || typeof endDateTime !== 'string')
    return undefined;
  const reference = typeof content?.['reference'] === 'string' ? content['reference'] : '';
  return { serviceName, startDateTime, endDateTime, reference };
}

/**
 * The body of schedule-a-call-success: the appointment in the visitor's language (topic, date,
 * time in Swiss time, reference) and an `.ics` file to add it to a calendar. Opened without an
 * appointment (the contact form's challenge path), it shows the message alone.
 */
export function BookingSuccess({ content }: { content: ModalContent | undefined }) {
  const t = useT();
  const { lang } = useModalData();
  const appointment = readAppointment(content);
  const ics = appointment
    ? createIcs({
        uid: `${appointment.reference || appointment.startDateTime}@velora.ch`,
        start: new Date(appointment.startDateTime),
        end: new Date(appointment.endDateTime),
        summary: t('booking.icsSummary', { service: appointment.serviceName }),
        description: t('booking.icsDescription', { reference: appointment.reference }),
        now: new Date(),
      })
    : undefined;
  return (
    <>
      {appointment && (
        <dl className="booking__details">
          <dt>{t('booking.successService')}</dt>
          <dd>{appointment.serviceName}</dd>
          <dt>{t('booking.successDate')}</dt>
          <dd>{formatLongDate(appointment.startDateTime, lang)}</dd>
          <dt>{t('booking.successTime')}</dt>
          <dd>
            {t('booking.successTimeValue', {
              start: formatTime(appointment.startDateTime, lang),
              end: formatTime(appointment.endDateTime, lang),
            })}
          </dd>
          {appointment.reference && (
            <>
              <dt>{t('booking.successReference')}</dt>
              <dd className="booking__reference">{appointment.reference}</dd>
            </>
          )}
        </dl>
      )}
      <div className="modal__actions booking__success-actions">
        {ics && (
          <a
            className={getButtonClassName('strokePrimary')}
            href={toIcsDataUrl(ics)}
            download="velora-call.ics"
          >
            {t('booking.addToCalendar')}
          </a>
        )}
        <Button onClick={closeModal}>{t('modal.ok')}</Button>
      </div>
    </>
  );
}
