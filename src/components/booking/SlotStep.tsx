import { useSyncExternalStore } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { availabilityWindowDays } from '../../forms/booking-form.ts';
import { toZonedDateKey } from '../../lib/booking/to-utc-date.ts';
import type { GroupedSlots } from '../../lib/booking/types.ts';
import { useModalData, useT } from '../modals/ModalDataContext.tsx';
import { addDays, bookingTimeZone, getNextSlots } from './booking-slots.ts';
import { DatePicker } from './DatePicker.tsx';
import { formatDateKey, formatTime, getVisitorTime, getVisitorTimeZone } from './format-booking-time.ts';
import { TimeSlotList } from './TimeSlotList.tsx';

/** Props of {@link SlotStep}. */
export interface SlotStepProps {
  id: string;
  grouped: GroupedSlots | undefined;
  /** Today in Zurich when the times were loaded: the first day of the date picker. */
  firstDate: string;
  /** The slot that was just taken, when the flow came back here because of it. */
  goneSlot: string | undefined;
  disabled: boolean;
}

/** The time zone does not change while the page is open: nothing to subscribe to. */
const noSubscription = () => () => undefined;

/**
 * Step 2: the date picker (dates without slots disabled, preset to the earliest free date) and the
 * times of the chosen date in Zurich time. Choosing another date clears the time (SPEC section 4).
 * After a slot was taken, the next free times are offered first.
 */
export function SlotStep({ id, grouped, firstDate, goneSlot, disabled }: SlotStepProps) {
  const t = useT();
  // The visitor's zone is the browser's (none while rendering on the server), read here, where
  // the times show, not when the booking opens on its first step.
  const visitorZone = useSyncExternalStore(noSubscription, getVisitorTimeZone, () => undefined);
  const { lang } = useModalData();
  const { setValue, control } = useFormContext();
  const date = useWatch({ control, name: 'date' }) as string;
  if (!grouped) {
    return (
      <p className="booking__status" role="status">
        {t('booking.loadingSlots')}
      </p>
    );
  }
  if (grouped.size === 0) return <p className="booking__status">{t('booking.noSlots')}</p>;
  const chooseSlot = (time: string) => {
    setValue('date', toZonedDateKey(Date.parse(time), bookingTimeZone));
    setValue('timeslot', time, { shouldValidate: true });
  };
  const suggestions = goneSlot ? getNextSlots(grouped, Date.parse(goneSlot), 3) : [];
  const firstSlot = grouped.values().next().value?.[0];
  const showsOwnTime =
    firstSlot !== undefined && getVisitorTime(firstSlot.time, lang, visitorZone) !== undefined;
  return (
    <div className="booking__slot">
      {goneSlot && (
        <div className="booking__notice" role="alert">
          <p>{t('booking.slotGone')}</p>
          {suggestions.length > 0 && (
            <>
              <p>{t('booking.nextSlots')}</p>
              <ul className="booking__suggestions">
                {suggestions.map((slot) => (
                  <li key={slot.time}>
                    <button
                      type="button"
                      className="booking__suggestion"
                      onClick={() => chooseSlot(slot.time)}
                      disabled={disabled}
                    >
                      {t('booking.summaryWhen', {
                        date: formatDateKey(toZonedDateKey(Date.parse(slot.time), bookingTimeZone), lang),
                        time: formatTime(slot.time, lang),
                      })}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <p className="booking__zone">
        {t('booking.timeZone', { zone: 'Europe/Zurich' })}
        {showsOwnTime && visitorZone ? ` ${t('booking.visitorZone', { zone: visitorZone })}` : ''}
      </p>
      <DatePicker
        id={`${id}-date`}
        label={t('booking.date')}
        lang={lang}
        first={firstDate}
        last={addDays(firstDate, availabilityWindowDays)}
        enabled={new Set(grouped.keys())}
        value={date}
        disabled={disabled}
        onChange={(next) => {
          setValue('date', next);
          // A time belongs to its date: choosing another date clears it (SPEC section 4).
          setValue('timeslot', '');
        }}
        labels={{ previousMonth: t('booking.previousMonth'), nextMonth: t('booking.nextMonth') }}
      />
      {date && <TimeSlotList id={`${id}-time`} slots={grouped.get(date) ?? []} visitorZone={visitorZone} />}
    </div>
  );
}
