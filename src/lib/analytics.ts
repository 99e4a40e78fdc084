/** A tag-manager event: its name in `event`, any further fields beside it. */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

/** Anything events can be pushed onto; Google Tag Manager's `window.dataLayer` is an array. */
export interface DataLayer {
  push: (...items: unknown[]) => unknown;
}

/** Options of {@link pushEvent}. */
export interface PushEventOptions {
  /** Analytics run in production only (SPEC section 9), never in development or tests. */
  isProduction: boolean;
  /** Whether the visitor allowed non-necessary cookies in the cookie banner. */
  hasConsent: boolean;
  /** Where to push; `globalThis.dataLayer` (created as an array when missing) by default. */
  dataLayer?: DataLayer | undefined;
}

/**
 * The page-wide data layer. It is created empty when the tag manager has not loaded yet, as Google's
 * own snippet does: the tag reads the queued events once it arrives, so none are lost to timing.
 */
function getGlobalDataLayer(): DataLayer {
  const scope = globalThis as { dataLayer?: unknown };
  scope.dataLayer ??= [];
  return scope.dataLayer as DataLayer;
}

/**
 * Pushes a tracking event (for example `{ event: 'download_app' }`) onto the data layer. Does nothing
 * and gives false unless this is production and the visitor consented. Tracking must never break the
 * page: any failure (no usable data layer, a throwing tag, an event without a name) is logged as
 * `Event tracking failed!` (SPEC section 8) and gives false. Gives true when the event was pushed.
 */
export function pushEvent(event: AnalyticsEvent, options: PushEventOptions): boolean {
  if (!options.isProduction || !options.hasConsent) return false;
  try {
    if (typeof event.event !== 'string' || event.event.trim() === '') {
      throw new TypeError('An analytics event needs a name in its "event" field.');
    }
    (options.dataLayer ?? getGlobalDataLayer()).push(event);
    return true;
  } catch (error) {
    console.error('Event tracking failed!', error);
    return false;
  }
}
