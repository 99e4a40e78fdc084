// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InlineFormBody } from '../forms/InlineFormBody.tsx';
import { testModalData } from '../../../test/support/modal-test-data.ts';
import { serializeModalData } from './build-modal-data.ts';
import { closeModal, hydrateInlineForm, mountModals, openModal, warmUp } from './modal-app.tsx';
import { modalDataElementId, modalMountId } from './modal-data.ts';
import { ModalDataProvider } from './ModalDataContext.tsx';

// Verification off (the default of testModalData): a visitor's intent starts the proof of work,
// and this page has no API to fetch a challenge from.
const data = testModalData({ lang: 'de', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' });

function setUpPage(): HTMLElement {
  document.body.innerHTML = `<button id="trigger">Newsletter</button><div id="${modalMountId}"></div><script type="application/json" id="${modalDataElementId}">${serializeModalData(data)}</script>`;
  const container = document.createElement('div');
  container.setAttribute('data-velora-form', 'simple-contact');
  container.setAttribute('data-velora-form-id', 'form-x');
  container.setAttribute('data-velora-form-content', '{}');
  container.innerHTML = renderToString(
    <ModalDataProvider data={data}>
      <InlineFormBody kind="simple-contact" content={{}} idBase="form-x" />
    </ModalDataProvider>,
  );
  document.body.append(container);
  return container;
}

describe('modal app', () => {
  // One page for the whole file: the modal root is mounted once per page, as in the browser.
  let container: HTMLElement;
  beforeAll(() => {
    container = setUpPage();
  });
  afterEach(() => act(() => closeModal()));

  it('hydrates a build-time form and keeps what was typed before its code arrived', async () => {
    const firstName = container.querySelector<HTMLInputElement>('#form-x-firstName');
    if (!firstName) throw new Error('no first name field');
    firstName.value = 'Anna';
    await act(async () => hydrateInlineForm(container));
    expect(container.hasAttribute('data-hydrated')).toBe(true);
    expect(container.querySelector<HTMLInputElement>('#form-x-firstName')?.value).toBe('Anna');
  });

  it('mounts the modal root once and opens a modal by state, labelled by its title', async () => {
    expect(mountModals()).toBe(true);
    expect(mountModals()).toBe(true);
    await act(async () => openModal('subscribe'));
    const dialog = document.querySelector('dialog[data-modal-name="subscribe"]');
    expect(dialog).not.toBeNull();
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Newsletter abonnieren');
    expect(document.documentElement.classList.contains('modal-open')).toBe(true);
    await act(async () => closeModal());
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.documentElement.classList.contains('modal-open')).toBe(false);
  });

  it('draws a form modal reached for ahead, hidden, and the opening reveals that same dialog', async () => {
    const find = () => document.querySelector<HTMLDialogElement>('dialog[data-modal-name="complaint"]');
    await act(async () => warmUp({ modal: 'complaint' }));
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(find()?.querySelector('form')).not.toBeNull();
    });
    const ahead = find();
    // Hidden by React's Activity: not open, not shown, the page not locked.
    expect(ahead?.open).toBe(false);
    expect(ahead?.style.display).toBe('none');
    expect(document.documentElement.classList.contains('modal-open')).toBe(false);
    await act(async () => openModal('complaint'));
    expect(find()).toBe(ahead);
    expect(find()?.style.display).not.toBe('none');
    expect(document.documentElement.classList.contains('modal-open')).toBe(true);
    await act(async () => closeModal());
    expect(find()).toBeNull();
  });

  // A lazy component suspends on its first render even when its code has arrived, and React
  // retries a hidden tree late (idle priority, after its Suspense throttle): the form was then
  // drawn only on the click, twice as slow at 4x CPU throttling (bench/modal-weight.mjs).
  it('draws a modal reached for ahead only once its code has arrived, with its form in that first drawing', async () => {
    const states: string[] = [];
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('dialog[data-modal-name="shewealth"]');
      if (dialog) states.push(dialog.querySelector('form') ? 'with form' : 'empty');
    });
    observer.observe(document.body, { subtree: true, childList: true });
    await act(async () => warmUp({ modal: 'shewealth' }));
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(states).toContain('with form');
    });
    observer.disconnect();
    expect(states.filter((state) => state === 'empty')).toEqual([]);
  });

  it('draws nothing ahead while another modal is open, and never a message modal', async () => {
    await act(async () => openModal('subscribe'));
    await act(async () => warmUp({ modal: 'complaint' }));
    expect(document.querySelector('dialog[data-modal-name="complaint"]')).toBeNull();
    await act(async () => closeModal());
    await act(async () => warmUp({ modal: 'success' }));
    expect(document.querySelector('dialog')).toBeNull();
  });
});
