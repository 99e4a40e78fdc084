import { describe, expect, it } from 'vitest';
import { buildModalData, buildPageModalJson, serializeModalData } from './build-modal-data.ts';
import type { ModalData } from './modal-data.ts';

const site = { siteUrl: 'https://www.velora.ch', isProduction: false };

describe('buildPageModalJson: the modal data every page carries, made once per language', () => {
  it('is exactly the serialized modal data of the language, QR code included', async () => {
    for (const lang of ['en', 'de', 'fr', 'it'] as const) {
      const json = await buildPageModalJson({ lang, ...site });
      expect(json).toBe(serializeModalData(await buildModalData({ lang, ...site })));
      const data = JSON.parse(json) as ModalData;
      expect(data.lang).toBe(lang);
      expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(json).not.toContain('<');
    }
  });

  it('answers every page of a language with the same string, and each language with its own', async () => {
    const first = buildPageModalJson({ lang: 'de', ...site });
    expect(buildPageModalJson({ lang: 'de', ...site })).toBe(first);
    expect(await buildPageModalJson({ lang: 'fr', ...site })).not.toBe(await first);
    expect(await buildPageModalJson({ lang: 'de', ...site, isProduction: true })).toContain(
      '"isProduction":true',
    );
  });
});
