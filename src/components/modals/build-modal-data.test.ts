import { describe, expect, it } from 'vitest';
import { getModalDataFiles, renderQrSvg } from './build-modal-data.ts';
import type { ModalData } from './modal-data.ts';

const site = { siteUrl: 'https://www.velora.ch', isProduction: false };
const languages = ['en', 'de', 'fr', 'it'] as const;

describe('getModalDataFiles: the files every page of a language names', () => {
  it("hold the language's data, naming its QR code file, under names that carry hashes of the bytes", async () => {
    for (const lang of languages) {
      const files = await getModalDataFiles({ lang, ...site });
      const data = JSON.parse(files.json) as ModalData;
      expect(data.lang).toBe(lang);
      expect(data.strings['modal.subscribe.title']).toBeTruthy();
      expect(files.json).not.toContain('<');
      expect(files.path).toMatch(new RegExp(`^/modal-data/${lang}\\.[\\w-]{10}\\.json$`));
      expect(files.latestPath).toBe(`/modal-data/${lang}.json`);
      expect(data.qrCode).toBe(files.qr.path);
      expect(files.qr.path).toMatch(new RegExp(`^/modal-data/${lang}\\.[\\w-]{10}\\.svg$`));
      expect(files.qr.svg).toBe(await renderQrSvg(data.links.appDownload));
      expect(new URL(data.links.appDownload).pathname).toBe(
        lang === 'en' ? '/get-app/store' : `/${lang}/get-app/store`,
      );
    }
  });

  it('are made once per language, and other bytes get other names', async () => {
    const first = getModalDataFiles({ lang: 'de', ...site });
    expect(getModalDataFiles({ lang: 'de', ...site })).toBe(first);
    const names = new Set<string>();
    for (const lang of languages)
      for (const isProduction of [false, true]) {
        const files = await getModalDataFiles({ lang, siteUrl: site.siteUrl, isProduction });
        names.add(files.path);
        expect(files.json).toContain(`"isProduction":${isProduction}`);
      }
    expect(names.size).toBe(8);
    const elsewhere = await getModalDataFiles({
      lang: 'de',
      siteUrl: 'https://staging.velora.ch',
      isProduction: false,
    });
    expect(elsewhere.qr.path).not.toBe((await first).qr.path);
  });
});

describe('renderQrSvg', () => {
  it('draws a 256 px code on white', async () => {
    const svg = await renderQrSvg('https://www.velora.ch/get-app/store');
    expect(svg).toMatch(/^<svg[^>]+width="256"/);
    expect(svg).toContain('fill="#ffffff"');
  });
});
