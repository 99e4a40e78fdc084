import { lazy, type ComponentType } from 'react';
import { AmgContactForm } from '../forms/AmgContactForm.tsx';
import { ComplaintForm } from '../forms/ComplaintForm.tsx';
import { ContactUsForm } from '../forms/ContactUsForm.tsx';
import { ExtendedContactForm } from '../forms/ExtendedContactForm.tsx';
import { ShewealthForm } from '../forms/ShewealthForm.tsx';
import { SubscribeForm } from '../forms/SubscribeForm.tsx';
import { DownloadAppBody } from './DownloadAppBody.tsx';
import type { ModalStringKey } from './modal-data.ts';
import type { ModalName } from './modal-names.ts';
import type { ModalContent } from './modal-store.ts';

/** A modal holding a form (or the download-app QR code and SMS form). */
export interface FormModalView {
  kind: 'form';
  title: ModalStringKey;
  intro: ModalStringKey;
  Body: ComponentType<{ content: ModalContent | undefined }>;
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

// The booking flow is large and needed by few visitors: its code loads when its modal opens.
const ScheduleACall = lazy(() =>
  import('../booking/ScheduleACall.tsx').then((module) => ({ default: module.ScheduleACall })),
);
const BookingSuccess = lazy(() =>
  import('../booking/BookingSuccess.tsx').then((module) => ({ default: module.BookingSuccess })),
);

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
  subscribe: form('subscribe', SubscribeForm),
  'contact-us': form('contact-us', ContactUsForm),
  'contact-extended': form('contact-extended', ExtendedContactForm),
  complaint: form('complaint', ComplaintForm),
  'amg-contact': form('amg-contact', AmgContactForm),
  shewealth: form('shewealth', ShewealthForm),
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
