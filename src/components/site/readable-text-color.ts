/** Text colours the notification bar chooses between. */
export const lightText = '#ffffff';
export const darkText = '#0b1f3a';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function getContrastRatio(first: string, second: string): number {
  const [high, low] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

/**
 * White or navy, whichever reads better on `background` (`#rrggbb`): editors pick the notification
 * bar's colour freely, and its text must still meet WCAG AA contrast.
 */
export function getReadableTextColor(background: string): string {
  return getContrastRatio(background, lightText) >= getContrastRatio(background, darkText)
    ? lightText
    : darkText;
}
