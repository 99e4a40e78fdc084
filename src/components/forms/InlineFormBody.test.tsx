// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { languages } from '../../i18n/languages.ts';
import { createModalData } from '../modals/build-modal-data.ts';
import type { ModalData } from '../modals/modal-data.ts';
import { ModalDataProvider } from '../modals/ModalDataContext.tsx';
import { inlineFormKinds, type InlineFormKind } from '../../cms/schemas/inline-form-kinds.ts';
import { InlineFormBody } from './InlineFormBody.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const formBuilder = {
  formId: 'event-2026',
  fields: [
    { name: 'company', label: 'Company', kind: 'text', required: true, options: [] },
    { name: 'mobile', label: 'Mobile', kind: 'phone', required: false, options: [] },
    {
      name: 'session',
      label: 'Session',
      kind: 'select',
      required: true,
      options: [{ value: 'am', label: 'Morning' }],
    },
  ],
};

const contentOf = (kind: InlineFormKind) =>
  kind === 'form-builder' ? { formBuilder } : { report: 'annual-2025' };

function element(data: ModalData, kind: InlineFormKind) {
  return (
    <ModalDataProvider data={data}>
      <InlineFormBody kind={kind} content={contentOf(kind)} idBase={`form-${kind}`} />
    </ModalDataProvider>
  );
}

describe('forms rendered at build time', () => {
  it.each(languages)(
    'renders every form in %s with labelled, described fields and no missing string',
    (lang) => {
      const data = createModalData({
        lang,
        siteUrl: 'https://www.velora.ch',
        isProduction: false,
        qrCode: '',
      });
      for (const kind of inlineFormKinds) {
        const container = document.createElement('div');
        container.innerHTML = renderToString(element(data, kind));
        const controls = container.querySelectorAll('input:not([role="combobox"]), textarea, select');
        expect(controls.length, kind).toBeGreaterThan(0);
        for (const control of controls) {
          expect(
            container.querySelector(`label[for="${control.id}"]`),
            `${kind}: label of ${control.id}`,
          ).not.toBeNull();
        }
        for (const described of container.querySelectorAll('[aria-describedby]')) {
          for (const id of described.getAttribute('aria-describedby')?.split(' ') ?? []) {
            expect(container.querySelector(`[id="${id}"]`), `${kind}: ${id}`).not.toBeNull();
          }
        }
        expect(container.textContent, kind).not.toMatch(/\b(field|form|error|modal|complaint|sms)\.[a-z]/);
        expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
      }
    },
  );

  it('hydrates over the build-time markup without a mismatch', async () => {
    const data = createModalData({
      lang: 'fr',
      siteUrl: 'https://www.velora.ch',
      isProduction: false,
      qrCode: '',
    });
    for (const kind of inlineFormKinds) {
      const container = document.createElement('div');
      container.setAttribute('data-velora-form', kind);
      document.body.append(container);
      container.innerHTML = renderToString(element(data, kind));
      const errors: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(container, element(data, kind), { onRecoverableError: (error) => errors.push(error) }),
      );
      expect(errors, kind).toEqual([]);
      expect(container.hasAttribute('data-hydrated'), kind).toBe(true);
      await act(async () => root.unmount());
      container.remove();
    }
  });
});
