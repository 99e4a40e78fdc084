import type { ModalContent } from '../modals/modal-store.ts';
import { AmgContactForm } from './AmgContactForm.tsx';
import { ComplaintForm } from './ComplaintForm.tsx';
import { ContactUsForm } from './ContactUsForm.tsx';
import { ExtendedContactForm } from './ExtendedContactForm.tsx';
import { FormBuilderBlock } from './FormBuilderBlock.tsx';
import type { InlineFormKind } from '../../cms/schemas/inline-form-kinds.ts';
import { LostCardForm } from './LostCardForm.tsx';
import { PartnerContactForm } from './PartnerContactForm.tsx';
import { ReportRequestForm } from './ReportRequestForm.tsx';
import { ShewealthForm } from './ShewealthForm.tsx';
import { SimpleContactForm } from './SimpleContactForm.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';
import { TripleAForm } from './TripleAForm.tsx';

/** Props of {@link InlineFormBody}: the same at build time and at hydration, so the markup matches. */
export interface InlineFormBodyProps {
  kind: InlineFormKind;
  content: ModalContent | undefined;
  /** Stable prefix of the field ids (from the CMS block id). */
  idBase: string;
}

/** The form of one kind placed in a page. */
export function InlineFormBody({ kind, content, idBase }: InlineFormBodyProps) {
  const props = { content, idBase };
  switch (kind) {
    case 'simple-contact':
      return <SimpleContactForm {...props} />;
    case 'partner-contact':
      return <PartnerContactForm {...props} />;
    case 'lost-card':
      return <LostCardForm {...props} />;
    case 'financial-report':
      return <ReportRequestForm {...props} />;
    case 'triple-a':
      return <TripleAForm {...props} />;
    case 'contact-us':
      return <ContactUsForm {...props} />;
    case 'contact-extended':
      return <ExtendedContactForm {...props} />;
    case 'complaint':
      return <ComplaintForm {...props} />;
    case 'subscribe':
      return <SubscribeForm {...props} />;
    case 'amg-contact':
      return <AmgContactForm {...props} />;
    case 'shewealth':
      return <ShewealthForm {...props} />;
    case 'form-builder':
      return <FormBuilderBlock {...props} />;
  }
}
