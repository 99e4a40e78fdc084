/**
 * Web Storage that never throws: storage is refused in some private modes and sandboxed frames, and
 * a missing remembered flag must never break the page.
 */
type Area = 'localStorage' | 'sessionStorage';

/**
 * Every Web Storage entry the site writes, by area. The cookie policy lists exactly these and the
 * consent cookie (cookie-policy.test.ts compares them); writeStorage takes no other key.
 */
export const storageKeys = {
  localStorage: ['velora.language'],
  sessionStorage: [
    'velora.appBanner',
    'velora.consentDismissed',
    'velora.contentOnly',
    'velora.lastPath',
    'velora.chunkRecovered',
    'velora.swReloaded',
  ],
} as const;

/** A key registered for `area` in {@link storageKeys}. */
export type StorageKey<A extends Area> = (typeof storageKeys)[A][number];

/** The value stored under `key`, or null when there is none or storage is unavailable. */
export function readStorage(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; does nothing when storage is unavailable. */
export function writeStorage<A extends Area>(area: A, key: StorageKey<A>, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // The behaviour then lasts for this page only, which is the best available.
  }
}
