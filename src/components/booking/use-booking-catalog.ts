import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../forms/client/api-error.ts';
import type { ModalData } from '../modals/modal-data.ts';
import { dispatchModal } from '../modals/modal-store.ts';
import { fetchBusinesses, type CatalogBusiness } from './booking-client.ts';
import { isChallengeNeeded } from './booking-errors.ts';

/** The business list: loading, ready, or waiting for the visible challenge. */
export type CatalogState =
  { status: 'loading' } | { status: 'ready'; businesses: CatalogBusiness[] } | { status: 'challenge' };

/**
 * Loads the businesses and their services when the modal opens, after verification for action
 * `businesses` (SPEC section 4). A too-low invisible score asks for the visible challenge; any
 * other failure opens the error modal; a cancelled request (modal closed) is ignored.
 */
export function useBookingCatalog(data: ModalData): {
  state: CatalogState;
  solveChallenge: (token: string) => void;
} {
  const [state, setState] = useState<CatalogState>({ status: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    async (v2Token?: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'loading' });
      try {
        const businesses = await fetchBusinesses(data.lang, {
          signal: current.signal,
          verification: data.verification,
          v2: v2Token ? { action: 'businesses', token: v2Token } : undefined,
        });
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
    void load();
    return () => controller.current?.abort();
  }, [load]);

  return { state, solveChallenge: (token) => void load(token) };
}
