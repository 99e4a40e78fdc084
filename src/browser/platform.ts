/** A phone platform with its own app store. */
export type MobilePlatform = 'ios' | 'android';

/**
 * The visitor's phone platform from the user agent (cut to 500 characters, SPEC section 9), or
 * undefined on other devices. iPadOS reports a desktop Mac, so a Mac with a touch screen counts as iOS.
 */
export function getMobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | undefined {
  const agent = userAgent.slice(0, 500);
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ipod/i.test(agent) || (/macintosh/i.test(agent) && maxTouchPoints > 1)) return 'ios';
  return undefined;
}
