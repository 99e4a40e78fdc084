import type { PageProps } from '../templates/types.ts';
import { translate } from '../../i18n/translate.ts';
import { estimateCollapseWidth } from './collapse-estimate.ts';
import { buildNavigation } from './site-links.ts';
import { getReadableTextColor } from './readable-text-color.ts';

/**
 * What the collapsed header hides: the same elements as SiteHeader.css's `[data-collapsed='true']`
 * rule (SiteHeadStyle.test.tsx compares them), or the bar moves when the script takes over.
 */
export const collapsedHidden = ['.site-nav', '.lang-switcher', '.site-header__search'] as const;

const collapsedRules = (scope: string) =>
  `${scope} :is(${collapsedHidden.join(',')}){visibility:hidden;position:absolute;inset-inline-start:0}` +
  `${scope} .site-header__menu-toggle{display:inline-flex}`;

/**
 * The page's chrome styles that depend on content, for the end of `<head>` (the Content-Security-
 * Policy allows this inline style by its hash; style attributes would be refused):
 * - the viewport width under which the header starts collapsed, estimated from this language's
 *   navigation labels, so the first paint matches what the bootstrap script then measures;
 * - the notification bar's editor-chosen background and a text colour that reads on it.
 */
export default function SiteHeadStyle({ entry, content }: PageProps) {
  const config = content.languages[entry.lang].config.content;
  const items = buildNavigation(config, entry.lang).map((item) => ({
    name: item.name,
    hasDropdown: item.groups.length > 0,
  }));
  const width = estimateCollapseWidth({ items, downloadLabel: translate(entry.lang, 'site.downloadApp') });
  // Until the script has measured (data-collapsed set), the estimate decides.
  const scope = '.site-header:not([data-collapsed])';
  let css = '';
  if (width === Number.POSITIVE_INFINITY) css += collapsedRules(scope);
  else if (width > 0) css += `@media (max-width:${width - 0.02}px){${collapsedRules(scope)}}`;
  const bar = config.notification_bar;
  if (bar?.isEnabled) {
    css += `.notification-bar{--notification-background:${bar.backgroundColor};--notification-text:${getReadableTextColor(bar.backgroundColor)}}`;
  }
  return css === '' ? null : <style dangerouslySetInnerHTML={{ __html: css }} />;
}
