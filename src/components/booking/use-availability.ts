import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../forms/client/api-error.ts';
import { toZonedDateKey } from '../../lib/booking/to-utc-date.ts';
import type { GroupedSlots } from '../../lib/booking/types.ts';
import { dispatchModal } from '../modals/modal-store.ts';
import { fetchAvailability, type CatalogService } from './booking-client.ts';
import { bookingTimeZone, computeServiceSlots, getCalendarWindow } from './booking-slots.ts';

/** The chosen service's slots: none chosen yet, loading, or ready (each load has a new `version`). */
export type AvailabilityState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; grouped: GroupedSlots; version: number; firstDate: string };

/**
 * Loads 30 days of availability from today when a service is chosen (SPEC section 4) and turns it
 * into slots by Zurich date. `reload` asks again (after a slot was taken). A failed request opens
 * the error modal ("Failed availability request: generic error", SPEC section 8).
 */
export function useAvailability(service: CatalogService | undefined): {
  state: AvailabilityState;
  reload: () => void;
} {
  const [state, setState] = useState<AvailabilityState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const version = useRef(0);

  const load = useCallback(async (chosen: CatalogService | undefined) => {
    controller.current?.abort();
    if (!chosen) {
      setState({ status: 'idle' });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    try {
      const now = new Date();
      const window = getCalendarWindow(now);
      const availability = await fetchAvailability(chosen, window.start, window.end, current.signal);
      version.current += 1;
      setState({
        status: 'ready',
        grouped: computeServiceSlots(availability, chosen, now),
        version: version.current,
        // Today in Zurich when the times were computed: the first day the date picker shows.
        firstDate: toZonedDateKey(now, bookingTimeZone),
      });
    } catch (error) {
      if (isAbortError(error) || current.signal.aborted) return;
      console.error('Availability could not be loaded:', error instanceof Error ? error.name : error);
      dispatchModal({ type: 'failure', content: { form: 'schedule-a-call' } });
    }
  }, []);

  useEffect(() => {
    void load(service);
    return () => controller.current?.abort();
  }, [load, service]);

  return { state, reload: () => void load(service) };
}
