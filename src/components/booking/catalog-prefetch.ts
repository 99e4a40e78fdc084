import type { Language } from '../../i18n/languages.ts';
import type { VerificationConfig } from '../modals/modal-data.ts';
import { fetchBusinesses, type CatalogBusiness } from './booking-client.ts';

/** A prefetched list is shown only while it is this fresh (services change rarely, never mid-visit). */
const maxAgeMs = 5 * 60 * 1000;

interface Prefetch {
  lang: Language;
  at: number;
  promise: Promise<CatalogBusiness[]>;
  /** The list once the call has answered, so the modal can show it on its first render. */
  value?: CatalogBusiness[];
}

let prefetched: Prefetch | undefined;
/** Settles when the newest prefetch has answered or failed (never rejects). */
let settled: Promise<void> = Promise.resolve();

/**
 * Starts loading the booking's service list (verification for action `businesses`, then the call)
 * when a visitor shows intent to open the booking modal, so the click finds the list ready instead
 * of waiting for the proof of work and the API. Once per fresh list; a failure is left for the
 * modal, which asks again itself and shows the error or the visible challenge as always. The
 * promise settles (never rejects) once the call has answered or failed.
 */
export function prefetchCatalog(lang: Language, verification: VerificationConfig): Promise<void> {
  if (prefetched && prefetched.lang === lang && Date.now() - prefetched.at < maxAgeMs) return settled;
  const entry: Prefetch = {
    lang,
    at: Date.now(),
    promise: fetchBusinesses(lang, { signal: new AbortController().signal, verification }),
  };
  prefetched = entry;
  settled = entry.promise.then(
    (businesses) => {
      entry.value = businesses;
    },
    () => {
      if (prefetched === entry) prefetched = undefined;
    },
  );
  return settled;
}

/** The fresh prefetch for `lang`, or undefined when there is none or it is stale. */
function freshEntry(lang: Language): Prefetch | undefined {
  const entry = prefetched;
  return entry && entry.lang === lang && Date.now() - entry.at < maxAgeMs ? entry : undefined;
}

/** A prefetched list as the modal sees it: `value` once it has arrived, and the call itself. */
type PrefetchedCatalog = { value?: CatalogBusiness[]; promise: Promise<CatalogBusiness[]> };

function view(entry: Prefetch): PrefetchedCatalog {
  return entry.value ? { value: entry.value, promise: entry.promise } : { promise: entry.promise };
}

/**
 * The prefetched list for `lang`, read without taking it: for rendering, which React may do more
 * than once or throw away (a modal drawn ahead, hidden; StrictMode). `value` when it has arrived,
 * else the call still under way; undefined when there is none or it is stale.
 */
export function peekPrefetchedCatalog(lang: Language): PrefetchedCatalog | undefined {
  const entry = freshEntry(lang);
  return entry && view(entry);
}

/**
 * The prefetched list for `lang`, taken once (the next opening asks the API again), by the modal
 * once it is committed; as {@link peekPrefetchedCatalog} otherwise.
 */
export function takePrefetchedCatalog(lang: Language): PrefetchedCatalog | undefined {
  const entry = freshEntry(lang);
  if (!entry) return undefined;
  prefetched = undefined;
  return view(entry);
}
