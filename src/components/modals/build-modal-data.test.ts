import { describe, expect, it } from 'vitest';
import {
  buildModalData,
  buildPageModalJson,
  getModalDataFile,
  serializeModalData,
} from './build-modal-data.ts';
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

describe('getModalDataFile: the file every page of a language names', () => {
  it('names the language and a hash of the bytes, and a current name that stays', async () => {
    const file = await getModalDataFile({ lang: 'fr', ...site });
    expect(file.json).toBe(await buildPageModalJson({ lang: 'fr', ...site }));
    expect(file.path).toMatch(/^\/modal-data\/fr\.[\w-]{10}\.json$/);
    expect(file.latestPath).toBe('/modal-data/fr.json');
    expect((await getModalDataFile({ lang: 'fr', ...site })).path).toBe(file.path);
  });

  it('gives other bytes another name', async () => {
    const names = new Set<string>();
    for (const lang of ['en', 'de', 'fr', 'it'] as const)
      for (const isProduction of [false, true])
        names.add((await getModalDataFile({ lang, siteUrl: site.siteUrl, isProduction })).path);
    expect(names.size).toBe(8);
  });
});
