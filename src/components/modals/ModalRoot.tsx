import { useStore } from '@nanostores/react';
import { Activity, Suspense } from 'react';
import type { ModalData } from './modal-data.ts';
import type { ModalName } from './modal-names.ts';
import { $modal, $prerendered, closeModal, type ModalContent } from './modal-store.ts';
import { formSuccessTexts, modalViews } from './modal-views.ts';
import { MessageBody } from './MessageBody.tsx';
import { ModalDataProvider, useT } from './ModalDataContext.tsx';
import { ModalDialog } from './ModalDialog.tsx';
import { useModalPageEffects } from './use-modal-page-effects.ts';

function OpenModal({ name, content }: { name: ModalName; content: ModalContent | undefined }) {
  const t = useT();
  const view = modalViews[name];
  if (!view) return null;
  if (view.kind === 'form') {
    return (
      <ModalDialog
        name={name}
        title={t(view.title)}
        intro={t(view.intro)}
        closeLabel={t('modal.close')}
        onClose={closeModal}
      >
        <Suspense fallback={null}>
          <view.Body content={content} />
        </Suspense>
      </ModalDialog>
    );
  }
  if (view.kind === 'custom') {
    return (
      <ModalDialog
        name={name}
        size="message"
        title={t(view.title)}
        closeLabel={t('modal.close')}
        onClose={closeModal}
      >
        <p className="modal__message">{t(view.text)}</p>
        <Suspense fallback={null}>
          <view.Body content={content} />
        </Suspense>
      </ModalDialog>
    );
  }
  // The shared success modal says what the sending form did; a complaint's names its reference
  // number, which the visitor quotes later.
  const form = name === 'success' && typeof content?.['form'] === 'string' ? content['form'] : undefined;
  const texts = (form && formSuccessTexts[form]) || view;
  const reference =
    form === 'complaint' && typeof content?.['reference'] === 'string' ? content['reference'] : undefined;
  return (
    <ModalDialog
      name={name}
      size="message"
      title={t(texts.title)}
      closeLabel={t('modal.close')}
      onClose={closeModal}
    >
      <MessageBody text={t(texts.text)} reference={reference} onClose={closeModal} />
    </ModalDialog>
  );
}

/**
 * The page's one modal (SPEC section 2, "Modals"): draws the dialog of the current modal state,
 * or nothing when idle. Mounted once, into the layout's mount point, when a visitor first reaches
 * for a modal. A form modal reached for is drawn ahead, hidden, inside the same `<Activity>` it
 * then shows in, so the click reveals a tree React has already rendered (issue 16, goal 4).
 */
export function ModalRoot({ data }: { data: ModalData }) {
  const state = useStore($modal);
  const ahead = useStore($prerendered);
  const open = state.name !== 'idle' && modalViews[state.name] !== undefined ? state : undefined;
  useModalPageEffects(open !== undefined);
  const drawn = open?.name ?? (ahead && modalViews[ahead]?.kind === 'form' ? ahead : undefined);
  return (
    <ModalDataProvider data={data}>
      {drawn && (
        <Activity mode={open ? 'visible' : 'hidden'}>
          <OpenModal key={drawn} name={drawn} content={open?.content} />
        </Activity>
      )}
    </ModalDataProvider>
  );
}
