/**
 * The browser half of the app-store page (/get-app/store): a phone goes straight on to its store;
 * any other device stays on the page, which shows both store links.
 */
import { getMobilePlatform } from '../../browser/platform.ts';
import { getStoreUrl } from './app-store.ts';

const links = document.querySelector<HTMLElement>('[data-app-stores]');
if (links) {
  const url = getStoreUrl(getMobilePlatform(navigator.userAgent, navigator.maxTouchPoints), {
    ios: links.dataset['iosUrl'] ?? '',
    android: links.dataset['androidUrl'] ?? '',
  });
  if (url) location.replace(url);
}
