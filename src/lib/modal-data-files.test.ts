import { describe, expect, it } from 'vitest';
import {
  getModalDataCacheControl,
  getModalDataPaths,
  getModalDataQrPath,
  modalDataFolder,
} from './modal-data-files.ts';
import { immutableCacheControl, revalidateCacheControl } from './security-headers.ts';
import { loadWorker } from '../../test/support/service-worker-sandbox.ts';

/** Whether the service worker (public/sw.js, run in a sandbox) keeps `path` cache first. */
async function keptCacheFirst(path: string): Promise<boolean> {
  const worker = loadWorker();
  await worker.request(path);
  return worker.cached('velora-assets-v1').includes(path);
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

  it('is kept cache first by the service worker exactly when it is cached for good', async () => {
    for (const name of names) {
      const path = `/${modalDataFolder}/${name}`;
      expect(await keptCacheFirst(path), path).toBe(getModalDataCacheControl(name) === immutableCacheControl);
    }
    const { path, latestPath } = getModalDataPaths('it', 'Zx9_-a1');
    expect(await keptCacheFirst(path)).toBe(true);
    expect(await keptCacheFirst(latestPath)).toBe(false);
    expect(await keptCacheFirst(getModalDataQrPath('en', 'Qr7-x'))).toBe(true);
  });
});
