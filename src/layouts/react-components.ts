/**
 * The React components the Astro layout and pages render, each marked for Astro's React renderer
 * with Astro's `Renderer` mark (which Astro's own compiled JSX and MDX set through
 * `__astro_tag_component__`). For an unmarked component Astro asks every renderer whether it can
 * render it, on each page: `@astrojs/react` answers by calling the component outside React and
 * rendering a test element with `renderToString`. That is seven probes a page, 81,592 in the
 * 10,000-story build, which took 1.1-1.3 s of the renderer's CPU in two profiles (2026-11-28).
 * Marked, each component is rendered once; the site has one renderer, so the answer never differs.
 * (Each probe also took a `useId` prefix, so React's ids in the pages now count from r0.) `.astro`
 * files import their React components from here (react-components.test.ts). The footer, the cookie
 * dialogs and the search template are rendered by the layout itself, once per key (render-once.ts).
 */
import { Renderer } from 'astro/runtime/server/index.js';
// In the order the layout, then the page, imported them before: their styles are bundled in
// import order, and a rule's place in the style sheet decides between rules of equal weight.
import SiteHeader from '../components/site/SiteHeader.tsx';
import SiteFooter from '../components/site/SiteFooter.tsx';
import SiteHeadStyle from '../components/site/SiteHeadStyle.tsx';
import CookieConsent from '../components/site/CookieConsent.tsx';
import SiteWidgets from '../components/site/SiteWidgets.tsx';
import { SearchDialogTemplate } from '../components/site/SiteSearch.tsx';
import PageView from '../components/templates/PageView.tsx';

/** The name `@astrojs/react` registers its renderer under. */
export const reactRendererName = '@astrojs/react';

for (const component of [
  CookieConsent,
  PageView,
  SearchDialogTemplate,
  SiteFooter,
  SiteHeadStyle,
  SiteHeader,
  SiteWidgets,
])
  Object.defineProperty(component, Renderer, { value: reactRendererName });

export { CookieConsent, PageView, SearchDialogTemplate, SiteFooter, SiteHeadStyle, SiteHeader, SiteWidgets };
