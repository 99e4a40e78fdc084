import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';

/** The resource hints `@astrojs/react` removes from a component's HTML (its server.js, version 7). */
export const resourceHints =
  /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

/** HTML rendered so far: per content (a build has one; each preview request loads its own), component and key. */
const rendered = new WeakMap<object, Map<FunctionComponent<never>, Map<string, string>>>();

/**
 * The HTML of `Component` with `props`, rendered once for each `content` and `key`, for parts of
 * the page that most pages share: the footer, the cookie dialogs and the search template were about
 * two fifths of React's rendering of each page, the same for every page of a language but for
 * what their key names. `key` must name everything of the page the component shows; a test renders
 * every sample page directly beside its key to hold each component to that (render-once.test.tsx).
 * The HTML is what Astro's React renderer writes for a component: React's `renderToString` (these
 * use no `useId`, so the identifier prefix the renderer passes changes nothing) less the resource
 * hints React 19 puts first (a `preload` of each image, say), which the renderer removes; the page
 * inserts it with `set:html`.
 */
export function renderOnce<P extends object>(
  content: object,
  key: string,
  Component: FunctionComponent<P>,
  props: P,
): string {
  const component = Component as FunctionComponent<never>;
  let byComponent = rendered.get(content);
  if (byComponent === undefined) rendered.set(content, (byComponent = new Map()));
  let byKey = byComponent.get(component);
  if (byKey === undefined) byComponent.set(component, (byKey = new Map()));
  let html = byKey.get(key);
  if (html === undefined) {
    html = renderToString(createElement(Component, props)).replace(resourceHints, '');
    byKey.set(key, html);
  }
  return html;
}
