import type { MobilePlatform } from '../../browser/platform.ts';

/** The two stores of the app (site constants). */
export interface AppStoreUrls {
  ios: string;
  android: string;
}

/** The store of the visitor's phone, or undefined on any other device (then both links stay). */
export function getStoreUrl(platform: MobilePlatform | undefined, urls: AppStoreUrls): string | undefined {
  return platform ? urls[platform] : undefined;
}

/** Path of the page the download-app QR code opens: it sends a phone on to its store. */
export const appStorePath = '/get-app/store';
