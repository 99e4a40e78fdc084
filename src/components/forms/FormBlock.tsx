/**
 * The `form` page block, rendered at build time: the form's markup is in the page, and the
 * bootstrap loader hydrates it (React and the form's code load) when a person first reaches for
 * it. Server-side only: it builds the strings the form needs for the page's language.
 */
import type { Language } from '../../i18n/languages.ts';
import { Section } from '../content/page-blocks/Section.tsx';
import { createModalData } from '../modals/build-modal-data.ts';
import { ModalDataProvider } from '../modals/ModalDataContext.tsx';
import type { FormBlockData } from '../../cms/schemas/form-block.ts';
import { inlineFormAttribute } from '../../cms/schemas/inline-form-kinds.ts';
import { InlineFormBody } from './InlineFormBody.tsx';
import './forms.css';

/** The content an inline form receives: what its block says beyond the kind. */
export function getInlineFormContent(block: FormBlockData): Record<string, unknown> {
  return {
    ...(block.report ? { report: block.report } : {}),
    ...(block.contest ? { contest: block.contest } : {}),
    ...(block.form_builder ? { formBuilder: block.form_builder } : {}),
  };
}

/** Props of {@link FormBlock}. */
export interface FormBlockProps {
  block: FormBlockData;
  lang: Language;
  siteUrl: string;
}

/** A form placed in a page body, with its optional title and intro. */
export function FormBlock({ block, lang, siteUrl }: FormBlockProps) {
  const data = createModalData({ lang, siteUrl, isProduction: import.meta.env.PROD, qrCode: '' });
  const content = getInlineFormContent(block);
  const idBase = `form-${block._uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <Section title={block.title} intro={block.text} className="form-block">
      <div
        className="inline-form"
        {...{ [inlineFormAttribute]: block.form }}
        data-velora-form-id={idBase}
        data-velora-form-content={JSON.stringify(content)}
      >
        <ModalDataProvider data={data}>
          <InlineFormBody kind={block.form} content={content} idBase={idBase} />
        </ModalDataProvider>
      </div>
    </Section>
  );
}
