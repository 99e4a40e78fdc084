/**
 * The lazily loaded half of the modal system: React, the modal root and every form. The bootstrap
 * loader imports this module when a modal first opens or an inline form is first reached for.
 */
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { InitialValuesContext, readTypedValues } from '../forms/initial-values-context.ts';
import { inlineFormLoaders } from '../forms/inline-form-loaders.ts';
import { isInlineFormKind } from '../../cms/schemas/inline-form-kinds.ts';
import { modalMountId, readModalData, type ModalData } from './modal-data.ts';
import { ModalDataProvider } from './ModalDataContext.tsx';
import { ModalRoot } from './ModalRoot.tsx';
import { prerenderModal } from './modal-store.ts';
import { preloadModal } from './modal-views.ts';
import { watchModalFocus } from './use-modal-page-effects.ts';

export { openModal, closeModal } from './modal-store.ts';

/** The modal a visitor reached for last. */
let latestIntent: string | undefined;

/**
 * Called when a visitor shows intent (a pointer over, the focus on a trigger or a page form), once
 * this module has loaded: the code of that modal or form loads and the modal root mounts, so the
 * click finds it ready. (The proof of work and the booking's service list started already, when
 * the intent began: `init-modals.ts`.)
 */
export function warmUp(target: { modal?: string | undefined; form?: string | null | undefined } = {}): void {
  const { modal } = target;
  if (modal) {
    // React's root mounts now, and draws the modal ahead, hidden, once its code has arrived (one
    // render with everything, no suspended retry): the click only reveals it.
    latestIntent = modal;
    const loaded = preloadModal(modal);
    if (mountModals()) {
      void loaded.then((ok) => {
        // Only the modal reached for last: a pointer passing over two triggers draws the second.
        if (ok && latestIntent === modal) prerenderModal(modal);
      });
    }
  }
  if (isInlineFormKind(target.form)) inlineFormLoaders[target.form]().catch(() => undefined);
}

let root: Root | undefined;
let pageData: ModalData | undefined;

/** Gives the modals the page's data, which the bootstrap loader fetched beside this module. */
export function setPageData(data: ModalData): void {
  pageData = data;
}

/** The page's data: as the loader gave it, else as written inline into the page. */
function getPageData(): ModalData | undefined {
  pageData ??= readModalData();
  if (!pageData) console.error('Modals cannot start: the page has no modal data.');
  return pageData;
}

/** Mounts the modal root once per page into the layout's mount point. */
export function mountModals(): boolean {
  if (root) return true;
  const data = getPageData();
  const mount = document.getElementById(modalMountId);
  if (!data || !mount) return false;
  watchModalFocus();
  root = createRoot(mount);
  root.render(<ModalRoot data={data} />);
  return true;
}

const hydrated = new WeakSet<Element>();

/**
 * Hydrates a form rendered into the page at build time, keeping whatever the visitor already
 * typed; mounts the modal root too, since the form's outcome opens a modal.
 */
export function hydrateInlineForm(element: HTMLElement): void {
  if (hydrated.has(element)) return;
  const kind = element.getAttribute('data-velora-form');
  const idBase = element.getAttribute('data-velora-form-id');
  const data = getPageData();
  if (!isInlineFormKind(kind) || !idBase || !data) return;
  hydrated.add(element);
  let content: Record<string, unknown> | undefined;
  try {
    content = JSON.parse(element.getAttribute('data-velora-form-content') ?? '{}') as Record<string, unknown>;
  } catch {
    content = undefined;
  }
  mountModals();
  // The form's own chunk first: hydration then finds the markup the build rendered, unchanged.
  inlineFormLoaders[kind]().then(
    (Body) =>
      hydrateRoot(
        element,
        <ModalDataProvider data={data}>
          <InitialValuesContext.Provider value={readTypedValues(element)}>
            <Body content={content} idBase={idBase} />
          </InitialValuesContext.Provider>
        </ModalDataProvider>,
      ),
    (error: unknown) => {
      hydrated.delete(element);
      console.error('The form could not be loaded:', error);
    },
  );
}
