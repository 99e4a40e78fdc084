import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../forms/client/api-error.ts';
import type { ModalData } from '../modals/modal-data.ts';
import { dispatchModal } from '../modals/modal-store.ts';
import { fetchBusinesses, type CatalogBusiness } from './booking-client.ts';
import { peekPrefetchedCatalog, takePrefetchedCatalog } from './catalog-prefetch.ts';
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
 *
 * Rendering only reads the prefetched list; the modal takes it once committed (its effect). React
 * may render the modal ahead, hidden, and throw that render away, or (StrictMode) call the state
 * initialisers twice and mount the effects twice: a list taken while rendering was lost that way,
 * and the modal asked again after the click, a second proof of work and call (about one opening in
 * six, measured by bench/modal-weight.mjs at 4x CPU throttling).
 */
export function useBookingCatalog(data: ModalData): {
  state: CatalogState;
  solveChallenge: (token: string) => void;
} {
  const [prefetched] = useState(() => peekPrefetchedCatalog(data.lang));
  const [state, setState] = useState<CatalogState>(
    prefetched?.value ? { status: 'ready', businesses: prefetched.value } : { status: 'loading' },
  );
  const controller = useRef<AbortController | null>(null);
  // The prefetched call the first load awaits, kept until it has settled: a load cancelled by
  // the effects' second mount (StrictMode) leaves it to the next one.
  const pending = useRef(prefetched?.value ? undefined : prefetched?.promise);
  // The data whose list the first render showed from the prefetch: nothing to load for it.
  const shownFor = useRef(prefetched?.value ? data : undefined);

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
      // A solved visible challenge asks anew, with its token; otherwise a prefetched call is used.
      const underWay = v2Token ? undefined : pending.current;
      const settled = () => {
        if (pending.current === underWay) pending.current = undefined;
      };
      try {
        const businesses = await (underWay ? underWay.finally(settled).catch(ask) : ask());
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
    // Committed: the prefetched list is this modal's (the next opening asks the API again). One
    // that started after the first render (the modal drawn ahead, hidden) is awaited now.
    const taken = takePrefetchedCatalog(data.lang);
    if (shownFor.current !== data) {
      pending.current ??= taken?.promise;
      void load();
    }
    return () => controller.current?.abort();
  }, [data, load]);

  return { state, solveChallenge: (token) => void load(token) };
}
