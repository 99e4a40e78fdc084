import { createElement, lazy, useState, type ComponentType } from 'react';
import type { InlineFormKind } from '../../cms/schemas/inline-form-kinds.ts';
import { inlineFormLoaders } from '../forms/inline-form-loaders.ts';
import type { ModalStringKey } from './modal-data.ts';
import type { ModalName } from './modal-names.ts';
import type { ModalContent } from './modal-store.ts';

/** A modal holding a form (or the download-app QR code and SMS form). */
export interface FormModalView {
  kind: 'form';
  title: ModalStringKey;
  intro: ModalStringKey;
  Body: ViewBody;
}

/** A success or error modal: a title and a paragraph. */
export interface MessageModalView {
  kind: 'message';
  title: ModalStringKey;
  text: ModalStringKey;
}

/** A message modal with a body of its own (the booked appointment and its calendar file). */
export interface CustomMessageModalView {
  kind: 'custom';
  title: ModalStringKey;
  text: ModalStringKey;
  Body: ComponentType<{ content: ModalContent | undefined }>;
}

export type ModalView = FormModalView | MessageModalView | CustomMessageModalView;

const form = (name: string, Body: FormModalView['Body']): FormModalView => ({
  kind: 'form',
  title: `modal.${name}.title` as ModalStringKey,
  intro: `modal.${name}.intro` as ModalStringKey,
  Body,
});

type ViewBody = ComponentType<{ content: ModalContent | undefined }>;

const preloads = new Map<string, () => Promise<unknown>>();

/**
 * Each modal's code loads when it opens, or earlier when a visitor shows intent (issue 16, goal 4):
 * opening a form fetches that form only. Once the code has arrived, the body draws it at once: a
 * `lazy` component suspends on its first render even when its code is there, and React retries a
 * hidden tree (a modal drawn ahead) only at idle priority and after its Suspense throttle, so a
 * form reached for was often not drawn yet when the click came.
 */
function lazyBody(name: ModalName, load: () => Promise<ViewBody>): ViewBody {
  let loaded: ViewBody | undefined;
  let loading: Promise<ViewBody> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (Body) => (loaded = Body),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  preloads.set(name, loadOnce);
  const Lazy = lazy(() => loadOnce().then((Body) => ({ default: Body })));
  function ModalBody(props: { content: ModalContent | undefined }) {
    // Chosen once per mount: switching from the lazy wrapper to the code would remount the form.
    const [Body] = useState<ViewBody>(() => loaded ?? Lazy);
    return createElement(Body, props);
  }
  return ModalBody;
}

const lazyForm = (kind: InlineFormKind & ModalName) => lazyBody(kind, inlineFormLoaders[kind]);
const DownloadAppBody = lazyBody('download-app', () =>
  import('./DownloadAppBody.tsx').then((module) => module.DownloadAppBody),
);
const ScheduleACall = lazyBody('schedule-a-call', () =>
  import('../booking/ScheduleACall.tsx').then((module) => module.ScheduleACall),
);
const BookingSuccess = lazyBody('schedule-a-call-success', () =>
  import('../booking/BookingSuccess.tsx').then((module) => module.BookingSuccess),
);

/**
 * Starts loading the code of modal `name` (a visitor is about to open it); resolves true once it
 * has arrived, false when it failed or `name` has no code of its own.
 */
export function preloadModal(name: string): Promise<boolean> {
  const load = preloads.get(name);
  if (!load) return Promise.resolve(false);
  return load().then(
    () => true,
    () => false,
  );
}

const message = (name: string): MessageModalView => ({
  kind: 'message',
  title: `modal.${name}.title` as ModalStringKey,
  text: `modal.${name}.text` as ModalStringKey,
});

/**
 * What the shared `success` modal says for each form that opens it, so it tells what happened:
 * a message sent, a sign-up registered, a complaint received (never a call booked).
 */
export const formSuccessTexts: Readonly<Record<string, { title: ModalStringKey; text: ModalStringKey }>> = {
  'contact-us': { title: 'modal.success.contact-us.title', text: 'modal.success.contact-us.text' },
  shewealth: { title: 'modal.success.shewealth.title', text: 'modal.success.shewealth.text' },
  complaint: { title: 'complaint.successTitle', text: 'complaint.successText' },
};

/**
 * What each modal shows. `cookies-settings` is the site chrome's own dialog (opened by the loader),
 * so it is not drawn here.
 */
export const modalViews: Partial<Record<ModalName, ModalView>> = {
  subscribe: form('subscribe', lazyForm('subscribe')),
  'contact-us': form('contact-us', lazyForm('contact-us')),
  'contact-extended': form('contact-extended', lazyForm('contact-extended')),
  complaint: form('complaint', lazyForm('complaint')),
  'amg-contact': form('amg-contact', lazyForm('amg-contact')),
  shewealth: form('shewealth', lazyForm('shewealth')),
  'download-app': form('download-app', DownloadAppBody),
  success: message('success'),
  error: message('error'),
  'subscribe-success': message('subscribe-success'),
  'sms-success': message('sms-success'),
  'financial-report-success': message('financial-report-success'),
  'lost-card-success': message('lost-card-success'),
  // The booking flow (src/components/booking): its four steps, and its success with the appointment.
  'schedule-a-call': { kind: 'form', title: 'booking.title', intro: 'booking.intro', Body: ScheduleACall },
  'schedule-a-call-success': {
    kind: 'custom',
    title: 'modal.schedule-a-call-success.title',
    text: 'modal.schedule-a-call-success.text',
    Body: BookingSuccess,
  },
  'simple-contact-success': message('simple-contact-success'),
  'message-sent-success': message('message-sent-success'),
  'amg-success': message('amg-success'),
  'triple-a-success': message('triple-a-success'),
  'form-builder-success': message('form-builder-success'),
};
