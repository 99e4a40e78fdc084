import { describe, expect, it } from 'vitest';
import { getMobilePlatform } from '../../browser/platform.ts';
import { getStoreUrl } from './app-store.ts';
import { getAppDownloadUrl } from './build-modal-data.ts';

const urls = { ios: 'https://apps.apple.com/app', android: 'https://play.google.com/app' };

describe('the download-app QR code and its store page', () => {
  it('encodes the store page of the language, not the marketing page', () => {
    expect(getAppDownloadUrl('en', 'https://www.velora.ch')).toBe('https://www.velora.ch/get-app/store');
    expect(getAppDownloadUrl('fr', 'https://www.velora.ch')).toBe('https://www.velora.ch/fr/get-app/store');
  });

  it('sends a phone to its store and leaves any other device on the page', () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15';
    const pixel = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0';
    expect(getStoreUrl(getMobilePlatform(iPhone), urls)).toBe(urls.ios);
    expect(getStoreUrl(getMobilePlatform(pixel), urls)).toBe(urls.android);
    expect(getStoreUrl(getMobilePlatform(desktop), urls)).toBeUndefined();
  });
});
