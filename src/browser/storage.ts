/**
 * Web Storage that never throws: storage is refused in some private modes and sandboxed frames, and
 * a missing remembered flag must never break the page.
 */
type Area = 'localStorage' | 'sessionStorage';

/** The value stored under `key`, or null when there is none or storage is unavailable. */
export function readStorage(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; does nothing when storage is unavailable. */
export function writeStorage(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // The behaviour then lasts for this page only, which is the best available.
  }
}
