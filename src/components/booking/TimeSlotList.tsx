import { useFormContext } from 'react-hook-form';
import type { TimeSlot } from '../../lib/booking/types.ts';
import { useModalData, useT } from '../modals/ModalDataContext.tsx';
import { formatTime, getVisitorTime } from './format-booking-time.ts';

/**
 * The times of the chosen date as radio buttons, in Zurich time, each with the visitor's own time
 * beside it when that reads differently (SPEC: times in Europe/Zurich with the zone named).
 */
export function TimeSlotList({
  id,
  slots,
  visitorZone,
}: {
  id: string;
  slots: readonly TimeSlot[];
  visitorZone: string | undefined;
}) {
  const t = useT();
  const { lang } = useModalData();
  const { register, formState } = useFormContext();
  const error = formState.errors['timeslot'] ? t('error.invalid-timeslot') : undefined;
  return (
    <fieldset className="booking__times" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{t('booking.time')}</legend>
      <div className="booking__time-grid">
        {slots.map((slot) => {
          const own = getVisitorTime(slot.time, lang, visitorZone);
          return (
            <label key={slot.time} className="booking__time">
              <input
                type="radio"
                value={slot.time}
                {...register('timeslot')}
                className="booking__time-input"
              />
              <span className="booking__time-text">{formatTime(slot.time, lang)}</span>
              {own && <span className="booking__time-own">{t('booking.yourTime', { time: own })}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
