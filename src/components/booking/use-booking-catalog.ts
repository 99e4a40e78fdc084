import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../forms/client/api-error.ts';
import type { ModalData } from '../modals/modal-data.ts';
import { dispatchModal } from '../modals/modal-store.ts';
import { fetchBusinesses, type CatalogBusiness } from './booking-client.ts';
import { takePrefetchedCatalog } from './catalog-prefetch.ts';
import { isChallengeNeeded } from './booking-errors.ts';

/** The business list: loading, ready, or waiting for the visible challenge. */
export type CatalogState =
  { status: 'loading' } | { status: 'ready'; businesses: CatalogBusiness[] } | { status: 'challenge' };

/**
 * Loads the businesses and their services when the modal opens, after verification for action
 * `businesses` (SPEC section 4). A too-low invisible score asks for the visible challenge; any
 * other failure opens the error modal; a cancelled request (modal closed) is ignored. A list
 * prefetched on the visitor's intent (catalog-prefetch.ts) is used first: shown on the first render
 * when it has arrived, awaited when it is on its way, asked for again when it failed.
 */
export function useBookingCatalog(data: ModalData): {
  state: CatalogState;
  solveChallenge: (token: string) => void;
} {
  const [prefetched] = useState(() => takePrefetchedCatalog(data.lang));
  const [state, setState] = useState<CatalogState>(
    prefetched?.value ? { status: 'ready', businesses: prefetched.value } : { status: 'loading' },
  );
  const controller = useRef<AbortController | null>(null);
  // The prefetched call still under way, used by the first load only; none when its list is shown.
  const pending = useRef(prefetched?.value ? undefined : prefetched?.promise);
  const shown = useRef(prefetched?.value !== undefined);
  const firstLoad = useRef(true);

  const load = useCallback(
    async (v2Token?: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'loading' });
      const ask = () =>
        fetchBusinesses(data.lang, {
          signal: current.signal,
          verification: data.verification,
          v2: v2Token ? { action: 'businesses', token: v2Token } : undefined,
        });
      // The first load uses the prefetched call: the one taken on the first render, or one that
      // started since (the modal may be drawn ahead, hidden, before the prefetch begins).
      // A solved visible challenge asks anew, with its token.
      const underWay = v2Token
        ? undefined
        : (pending.current ?? (firstLoad.current ? takePrefetchedCatalog(data.lang)?.promise : undefined));
      pending.current = undefined;
      firstLoad.current = false;
      try {
        const businesses = await (underWay ? underWay.catch(ask) : ask());
        if (current.signal.aborted) return;
        setState({ status: 'ready', businesses });
      } catch (error) {
        if (isAbortError(error) || current.signal.aborted) return;
        if (isChallengeNeeded(error, data.verification, v2Token)) {
          setState({ status: 'challenge' });
          return;
        }
        console.error('Booking services could not be loaded:', error instanceof Error ? error.name : error);
        dispatchModal({ type: 'failure', content: { form: 'schedule-a-call' } });
      }
    },
    [data],
  );

  useEffect(() => {
    // Already showing the prefetched list: nothing to ask on this first mount.
    if (shown.current) shown.current = false;
    else void load();
    return () => controller.current?.abort();
  }, [load]);

  return { state, solveChallenge: (token) => void load(token) };
}
