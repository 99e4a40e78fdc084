import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageEntry, SiteContent } from '../cms/index.ts';
import { getSiteFile, loadSiteContent } from '../cms/site-content.ts';
import { createLocalSource } from '../cms/sources/local-source.ts';
import { footerKey, footerlessSegment } from '../components/site/SiteFooter.tsx';
import { CookieConsent, SearchDialogTemplate, SiteFooter } from './react-components.ts';
import { renderOnce, resourceHints } from './render-once.ts';

/** What Astro's React renderer writes for a component (see render-once.ts). */
const direct = (element: React.ReactElement) => renderToString(element).replace(resourceHints, '');

let content: SiteContent;
let pages: PageEntry[];
beforeAll(async () => {
  const root = join(import.meta.dirname, '..', '..', 'content');
  content = await loadSiteContent(createLocalSource(root), getSiteFile(root));
  // Every sample page, and each again as if under the path where the footer is short.
  pages = content.pages.flatMap((entry) => [
    entry,
    { ...entry, path: `${entry.path === '/' ? '' : entry.path}/${footerlessSegment}/x` },
  ]);
});

describe('renderOnce', () => {
  it('gives every page the footer and dialogs it would render itself (the keys name all they show)', () => {
    expect(pages.length).toBeGreaterThan(400);
    const keys = new Set<string>();
    for (const entry of pages) {
      const props = { entry, content };
      keys.add(footerKey(props));
      expect(renderOnce(content, footerKey(props), SiteFooter, props), entry.path).toBe(
        direct(<SiteFooter {...props} />),
      );
      const { lang } = entry;
      expect(renderOnce(content, lang, CookieConsent, { lang })).toBe(direct(<CookieConsent lang={lang} />));
      expect(renderOnce(content, lang, SearchDialogTemplate, { lang })).toBe(
        direct(<SearchDialogTemplate lang={lang} />),
      );
    }
    // Per language: the long and the short footer, and the long one on each page its links name.
    expect(keys.size).toBeGreaterThan(8);
  });

  it('renders once per content and key, and never a page of one content with another’s', () => {
    let renders = 0;
    const Counted = ({ text }: { text: string }) => {
      renders += 1;
      return <p>{text}</p>;
    };
    const [first, second] = [{}, {}];
    expect(renderOnce(first, 'a', Counted, { text: 'one' })).toBe('<p>one</p>');
    expect(renderOnce(first, 'a', Counted, { text: 'ignored: same key' })).toBe('<p>one</p>');
    expect(renderOnce(first, 'b', Counted, { text: 'two' })).toBe('<p>two</p>');
    expect(renderOnce(second, 'a', Counted, { text: 'three' })).toBe('<p>three</p>');
    expect(renders).toBe(3);
    // Another component under the same key, even of the same name (a minified bundle), is its own.
    const Other = { Counted: ({ text }: { text: string }) => <em>{text}</em> }.Counted;
    expect(Other.name).toBe(Counted.name);
    expect(renderOnce(first, 'a', Other, { text: 'four' })).toBe('<em>four</em>');
  });

  it('leaves out the resource hints React puts before the HTML, as Astro’s renderer does', () => {
    const Picture = () => <img src="/brand/logo.svg" alt="Velora" />;
    expect(renderToString(<Picture />)).toMatch(/^<link rel="preload"/);
    expect(renderOnce({}, 'logo', Picture, {})).toBe('<img src="/brand/logo.svg" alt="Velora"/>');
  });
});
