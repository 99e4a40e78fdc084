import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  getModalDataCacheControl,
  getModalDataPaths,
  getModalDataQrPath,
  modalDataFolder,
} from './modal-data-files.ts';
import { immutableCacheControl, revalidateCacheControl } from './security-headers.ts';

/** The service worker's rule for the modal data it keeps cache first (public/sw.js, plain JavaScript). */
function serviceWorkerRule(): RegExp {
  const source = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
  const match = /const HASHED_MODAL_DATA = \/(.+)\/;/.exec(source);
  if (!match) throw new Error('public/sw.js no longer defines HASHED_MODAL_DATA');
  return new RegExp(match[1]!);
}

describe('modal data files', () => {
  const names = [
    'en.Syeg1Qrxth.json',
    'de.Ab3_x-9QzY.json',
    'fr.k3Q-9d2F.svg',
    'en.json',
    'de.json.br',
    'en.abc.js',
  ];

  it('caches for good exactly the names that carry a hash', () => {
    expect(names.map(getModalDataCacheControl)).toEqual([
      immutableCacheControl,
      immutableCacheControl,
      immutableCacheControl,
      revalidateCacheControl,
      revalidateCacheControl,
      revalidateCacheControl,
    ]);
  });

  it('is kept cache first by the service worker exactly when it is cached for good', () => {
    const rule = serviceWorkerRule();
    for (const name of names) {
      const path = `/${modalDataFolder}/${name}`;
      expect(rule.test(path), path).toBe(getModalDataCacheControl(name) === immutableCacheControl);
    }
    const { path, latestPath } = getModalDataPaths('it', 'Zx9_-a1');
    expect(rule.test(path)).toBe(true);
    expect(rule.test(latestPath)).toBe(false);
    expect(rule.test(getModalDataQrPath('en', 'Qr7-x'))).toBe(true);
  });
});
