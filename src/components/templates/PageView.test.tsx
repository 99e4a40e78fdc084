import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../cms/index.ts';
import { loadFixtureSite } from './fixtures/site-fixture.ts';
import { getPageFeatures } from './page-features.ts';
import PageView from './PageView.tsx';

let site: SiteContent;
beforeAll(async () => {
  site = await loadFixtureSite();
});

const render = (path: string) => {
  const entry = site.pages.find((page) => page.path === path);
  if (!entry) throw new Error(`no fixture page at ${path}`);
  return renderToStaticMarkup(<PageView entry={entry} content={site} />);
};

const headingLevels = (html: string) =>
  [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));

describe('PageView', () => {
  it('renders every fixture page of en and de with one h1, no skipped heading level and no inline style', () => {
    const pages = site.pages.filter((page) => page.lang === 'en' || page.lang === 'de');
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) {
      const html = renderToStaticMarkup(<PageView entry={page} content={site} />);
      const levels = headingLevels(html);
      expect(
        levels.filter((level) => level === 1),
        page.path,
      ).toHaveLength(1);
      levels.forEach((level, index) => {
        if (index > 0)
          expect(
            level - (levels[index - 1] ?? 1),
            `${page.path}: h${levels[index - 1]} then h${level}`,
          ).toBeLessThanOrEqual(1);
      });
      expect(html, page.path).not.toContain('style=');
    }
  });

  it('makes a first hero the page title with the LCP image', () => {
    const html = render('/');
    // React hoists a preload of the high-priority image in front of the markup.
    expect(html).toMatch(/^<link rel="preload" as="image" [^>]*home-hero[^>]*fetchPriority="high"\/>/);
    expect(html).toMatch(
      /\/><section class="hero hero--image"><div class="container hero__inner"><div class="hero__text"><h1 class="hero__title">Banking that fits in your pocket<\/h1>/,
    );
    expect(html).toMatch(
      /src="\/assets\/1600x900\/home-hero[^"]*"[^>]*loading="eager" decoding="sync" fetchPriority="high"/,
    );
    expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1);
  });

  it('shows a blog post with its category, date, TOC matching the headings and related posts', () => {
    const html = render('/de/blog/banking/rich-text-showcase');
    expect(html).toContain('<a class="category-label" href="/de/blog/banking">Banking</a>');
    expect(html).toContain('<time dateTime="2026-11-02T09:00:00.000Z">2. November 2026</time>');
    expect(html).toContain('<nav class="toc"');
    for (const [, id] of html.matchAll(/<a href="#([^"]+)">/g)) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Zum Originalartikel');
  });

  it('lists blog posts without hidden ones, and the category page with the category navigation', () => {
    const blog = render('/blog');
    expect(blog).toContain('Rich text showcase');
    expect(blog).not.toContain('Hidden post');
    expect(blog).toContain('<p class="blog-card__excerpt">Every node.</p>');
    const category = render('/blog/savings');
    expect(category).toContain(
      '<a href="/blog/savings" class="category-nav__link" aria-current="page">Savings</a>',
    );
    expect(category).toContain('Older post');
    expect(category).not.toContain('Rich text showcase');
  });

  it('splits events and writes their times in Zurich time with a calendar file', () => {
    const list = render('/events');
    expect(list.indexOf('Winter talk')).toBeLessThan(list.indexOf('Summer evening'));
    expect(list).toContain('data-events="past"');
    const page = render('/de/event/winter-talk');
    expect(page).toContain(
      '3. Dezember 2026, 18:00</time>–\u2060<time dateTime="2026-12-03T19:00:00.000Z">20:00</time>',
    );
    expect(page).toContain('href="/de/event/winter-talk.ics" download=""');
  });

  it('renders the FAQ page as one exclusive accordion with FAQPage JSON-LD', () => {
    const html = render('/de/faq');
    expect(html).toContain('<h1 class="page-hero__title">Häufige Fragen</h1>');
    expect(html.match(/name="faq"/g)).toHaveLength(3);
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('draws the calculator and converter results for the content defaults on the server', () => {
    const calculator = render('/investment/cost-calculator');
    expect(calculator).toMatch(/<input id="calc-[^"]+-amount"[^>]* disabled=""[^>]* name="amount"/);
    expect(calculator).toMatch(/data-out="bankFirst">CHF\u00a0[\d']+\.\d\d</);
    // The projection runs at the chosen style's expected return, as the page shows it.
    expect(calculator).toContain('data-out="projectionLabel">Projected value at 4% a year<');
    expect(calculator).not.toContain('15.95');
    const converter = render('/bank/currency-converter/chf-eur');
    expect(converter).toContain('data-out="bankReceived">EUR\u00a01,044.75<');
    expect(converter).toContain('href="/bank/currency-converter/chf-usd"');
    expect(converter).not.toContain('href="/bank/currency-converter/chf-eur"');
  });

  it('renders localized 404 and 500 pages with the way home', () => {
    expect(render('/de/404')).toContain('<h1 class="page-hero__title">Seite nicht gefunden</h1>');
    expect(render('/it/500')).toContain('href="/it"');
  });
});

describe('getPageFeatures', () => {
  it('finds the interactive parts of a page so it loads only their scripts', () => {
    const features = (path: string) =>
      [...getPageFeatures(site.pages.find((page) => page.path === path) ?? site.pages[0]!)].sort();
    expect(features('/faq')).toEqual(['faq']);
    expect(features('/blog/banking/rich-text-showcase')).toEqual(['video']);
    expect(features('/investment/cost-calculator')).toEqual(['cost-calculator']);
    expect(features('/bank/currency-converter/chf-eur')).toEqual(['currency-converter']);
    expect(features('/events')).toEqual([]);
  });
});
