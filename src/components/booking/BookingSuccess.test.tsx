// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createModalData } from '../modals/build-modal-data.ts';
import { ModalDataProvider } from '../modals/ModalDataContext.tsx';
import { BookingSuccess } from './BookingSuccess.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const content = {
  form: 'schedule-a-call',
  reference: 'VEL-7K3Q-9D2F',
  appointment: {
    serviceName: 'Ouverture de votre compte',
    startDateTime: '2026-11-23T09:00:00.000Z',
    endDateTime: '2026-11-23T09:30:00.000Z',
  },
};

describe('schedule-a-call success', () => {
  it('shows the appointment in the visitor language, Swiss time, with a calendar file', async () => {
    const data = createModalData({
      lang: 'fr',
      siteUrl: 'https://www.velora.ch',
      isProduction: false,
      qrCode: '',
    });
    const tree = (
      <ModalDataProvider data={data}>
        <BookingSuccess content={content} />
      </ModalDataProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    await act(async () => void hydrateRoot(container, tree));
    const text = container.textContent ?? '';
    expect(text).toMatch(/lundi,? 23 novembre 2026/);
    expect(text).toContain('10:00–10:30, heure suisse');
    expect(text).toContain('VEL-7K3Q-9D2F');
    const link = container.querySelector<HTMLAnchorElement>('a[download]');
    expect(link?.getAttribute('download')).toBe('velora-call.ics');
    const ics = decodeURIComponent(link?.getAttribute('href')?.split(',')[1] ?? '');
    expect(ics).toContain('DTSTART:20261123T090000Z');
    expect(ics).toContain('SUMMARY:Appel avec Velora : Ouverture de votre compte');
  });

  it('shows only the OK button when opened without an appointment', () => {
    const data = createModalData({
      lang: 'en',
      siteUrl: 'https://www.velora.ch',
      isProduction: false,
      qrCode: '',
    });
    const html = renderToString(
      <ModalDataProvider data={data}>
        <BookingSuccess content={undefined} />
      </ModalDataProvider>,
    );
    expect(html).not.toContain('download');
    expect(html).toContain('OK');
  });
});
