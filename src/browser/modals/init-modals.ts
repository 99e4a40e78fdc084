/**
 * The tiny, always-loaded half of the modal system (part of the bootstrap bundle). It owns no UI:
 * it validates modal names, then loads React and the modals with a dynamic import the first time
 * a modal opens (`velora:open-modal` from the delegated `[data-modal]` listener, or `?modal=` on
 * load) or a person reaches for a form rendered into the page.
 */
import { inlineFormAttribute } from '../../cms/schemas/inline-form-kinds.ts';
import { isModalName } from '../../components/modals/modal-names.ts';
import { loadModalData } from '../../components/modals/modal-data.ts';
import { openCookieSettings } from '../cookie-banner.ts';
import { showOfflineNotice } from '../offline-notice.ts';
import { warmOnSight } from './warm-on-sight.ts';
import type * as ModalAppModule from '../../components/modals/modal-app.tsx';

declare global {
  interface Window {
    /** Set once the modal system listens, so the chrome's trigger does not fall back to navigating. */
    __veloraModals?: boolean;
  }
}

/** The event the site's `[data-modal]` listener dispatches on `document`. */
export const openModalEventName = 'velora:open-modal';

type ModalApp = typeof ModalAppModule;

let app: Promise<ModalApp> | undefined;

/**
 * Loads (once) the React half and, beside it, the page's modal data (strings, form ids, settings);
 * a failed load may be tried again on the next click.
 */
function loadModalApp(): Promise<ModalApp> {
  app ??= Promise.all([import('../../components/modals/modal-app.tsx'), loadModalData()])
    .then(([modalApp, data]) => {
      modalApp.setPageData(data);
      return modalApp;
    })
    .catch((error: unknown) => {
      app = undefined;
      throw error;
    });
  return app;
}

function isContent(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Content as passed: an object, or the text of `data-modal-content` (JSON, else kept as `text`). */
function toContent(value: unknown): Readonly<Record<string, unknown>> | undefined {
  if (isContent(value)) return value;
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (isContent(parsed)) return parsed;
  } catch {
    // Plain text content.
  }
  return { text: value };
}

/** Opens a modal by name; unknown names do nothing (SPEC section 2: only a valid name opens). */
export function requestModal(name: unknown, content?: unknown): void {
  if (!isModalName(name)) return;
  // The cookie settings are the chrome's own dialog: no React needed.
  if (name === 'cookies-settings') {
    openCookieSettings();
    return;
  }
  loadModalApp()
    .then((modalApp) => {
      if (modalApp.mountModals()) modalApp.openModal(name, toContent(content));
    })
    .catch((error: unknown) => {
      showOfflineNotice();
      console.error('The modal could not be loaded:', error);
    });
}

/** Signs that a person is about to open a modal or use a page form. */
const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/** Event a hydrated inline form dispatches on its wrapper; the wrapper then carries `data-hydrated`. */
export const formReadyEventName = 'velora:form-ready';

/** Hydrates the build-time forms of the page when a person first reaches for one. */
function initInlineForms(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${inlineFormAttribute}]`)) {
    const triggers = ['focusin', 'pointerdown', 'touchstart'] as const;
    let pendingSubmit = false;
    const hydrate = () => {
      for (const type of triggers) element.removeEventListener(type, hydrate);
      loadModalApp()
        .then((modalApp) => modalApp.hydrateInlineForm(element))
        .catch((error: unknown) => {
          showOfflineNotice();
          console.error('The form could not be loaded:', error);
        });
    };
    for (const type of triggers) element.addEventListener(type, hydrate, { passive: true });
    // Until the form's code runs, a submit must not reach the network as a plain HTML post: hold
    // it, and send it once the form is ready.
    element.addEventListener('submit', (event) => {
      if (element.hasAttribute('data-hydrated')) return;
      event.preventDefault();
      pendingSubmit = true;
      hydrate();
    });
    element.addEventListener(formReadyEventName, () => {
      if (pendingSubmit) element.querySelector('form')?.requestSubmit();
      pendingSubmit = false;
    });
  }
}

/**
 * Starts the modal system: listens for `velora:open-modal`, opens a valid `?modal=` on load, wires
 * the page's forms, and starts loading React as soon as a person shows intent to use one.
 */
export function initModals(): void {
  window.__veloraModals = true;
  document.addEventListener(openModalEventName, (event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (!isContent(detail) || !isModalName(detail['name'])) return;
    event.preventDefault();
    requestModal(detail['name'], detail['content']);
  });
  const requested = new URLSearchParams(window.location.search).get('modal');
  // The chrome opens its own cookie settings for `?modal=cookies-settings`.
  if (requested !== null && requested !== 'cookies-settings') requestModal(requested);
  initInlineForms();
  // React loads on intent (a pointer over, a finger on or the focus on a trigger or a page form);
  // each modal or form reached for loads its own code then too, once.
  const warmed = new Set<string>();
  const warmElement = (element: HTMLElement) => {
    const modal = element.dataset['modal'];
    const form = element.getAttribute(inlineFormAttribute);
    const key = modal ?? `form:${form ?? ''}`;
    if (warmed.has(key)) return;
    warmed.add(key);
    // The proof of work and, for the booking, its service list start at once, beside React's
    // download rather than after it: on a slow phone the click then still finds them ready.
    prepareVerificationOnly();
    if (modal === 'schedule-a-call') prefetchBookingCatalog();
    loadModalApp()
      .then((modalApp) => modalApp.warmUp({ modal, form }))
      .catch(() => undefined);
  };
  const warmUp = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = target?.closest<HTMLElement>(
      `[data-modal]:not([data-modal="cookies-settings"]), [${inlineFormAttribute}]`,
    );
    if (element) warmElement(element);
  };
  for (const type of intentEvents) document.addEventListener(type, warmUp, { passive: true });
  // A form of the page's content on screen while the page is idle is not intent yet: only its
  // proof of work starts (in a worker); React and the form's code still wait for intent.
  warmOnSight(prepareVerificationOnly);
}

/** Asks for the booking's service list (its first step) without loading React. */
function prefetchBookingCatalog(): void {
  Promise.all([loadModalData(), import('../../components/booking/catalog-prefetch.ts')])
    .then(([data, catalog]) => catalog.prefetchCatalog(data.lang, data.verification))
    .catch(() => undefined);
}

/** Starts the page's human verification (the ALTCHA proof of work) without loading React. */
function prepareVerificationOnly(): void {
  Promise.all([loadModalData(), import('../../forms/client/verification.ts')])
    .then(([data, verification]) => verification.prepareVerification(data.verification))
    .catch(() => undefined);
}
