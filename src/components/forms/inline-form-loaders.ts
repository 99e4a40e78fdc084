import type { ComponentType } from 'react';
import type { InlineFormKind } from '../../cms/schemas/inline-form-kinds.ts';
import type { ModalContent } from '../modals/modal-store.ts';

/** What every form of {@link inlineFormLoaders} takes, placed in a page or opened in a modal. */
export interface FormBodyProps {
  content: ModalContent | undefined;
  /** Stable prefix of the field ids (from the CMS block id); generated in a modal. */
  idBase?: string | undefined;
}

type FormLoader = () => Promise<ComponentType<FormBodyProps>>;

/**
 * Each form's code as a chunk of its own (issue 16, goal 4): opening one modal or reaching for one
 * page form fetches that form only. `InlineFormBody` draws the same forms at build time.
 */
export const inlineFormLoaders: Readonly<Record<InlineFormKind, FormLoader>> = {
  'simple-contact': () => import('./SimpleContactForm.tsx').then((module) => module.SimpleContactForm),
  'partner-contact': () => import('./PartnerContactForm.tsx').then((module) => module.PartnerContactForm),
  'lost-card': () => import('./LostCardForm.tsx').then((module) => module.LostCardForm),
  'financial-report': () => import('./ReportRequestForm.tsx').then((module) => module.ReportRequestForm),
  'triple-a': () => import('./TripleAForm.tsx').then((module) => module.TripleAForm),
  'contact-us': () => import('./ContactUsForm.tsx').then((module) => module.ContactUsForm),
  'contact-extended': () => import('./ExtendedContactForm.tsx').then((module) => module.ExtendedContactForm),
  complaint: () => import('./ComplaintForm.tsx').then((module) => module.ComplaintForm),
  subscribe: () => import('./SubscribeForm.tsx').then((module) => module.SubscribeForm),
  'amg-contact': () => import('./AmgContactForm.tsx').then((module) => module.AmgContactForm),
  shewealth: () => import('./ShewealthForm.tsx').then((module) => module.ShewealthForm),
  'form-builder': () => import('./FormBuilderBlock.tsx').then((module) => module.FormBuilderBlock),
};
