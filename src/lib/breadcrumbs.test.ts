import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, toBreadcrumbJsonLd, type BreadcrumbOptions } from './breadcrumbs.ts';

const seoTitles: Record<string, string> = {
  '/bank': 'Banking with Velora',
  '/de/bank': 'Banking mit Velora',
  '/de/bank/savings-account': 'Sparkonto',
  '/blog/investing': '   ',
};

const options = (lang: BreadcrumbOptions['lang'], homeLabel = 'Home'): BreadcrumbOptions => ({
  lang,
  siteUrl: 'https://www.velora.ch',
  homeLabel,
  getSeoTitle: (path) => seoTitles[path],
});

describe('buildBreadcrumbs', () => {
  it('leaves out segments that are no page of the language, so every crumb is a real page', () => {
    const pages = new Set(['/de', '/de/event/geneva-talk', '/it/blog', '/it/blog/savings']);
    const crumbs = buildBreadcrumbs('/de/event/geneva-talk', {
      ...options('de', 'Startseite'),
      isPage: (path) => pages.has(path),
    });
    expect(crumbs.map((crumb) => crumb.path)).toEqual(['/de', '/de/event/geneva-talk']);
    const italian = buildBreadcrumbs('/it/blog/savings', {
      ...options('it'),
      isPage: (path) => pages.has(path),
    });
    expect(italian.map((crumb) => crumb.path)).toEqual(['/it', '/it/blog', '/it/blog/savings']);
  });

  it('puts Home first, then names each segment by its SEO title or the prettified segment', () => {
    expect(buildBreadcrumbs('/bank/savings-account', options('en'))).toEqual([
      { name: 'Home', path: '/', url: 'https://www.velora.ch/' },
      { name: 'Banking with Velora', path: '/bank', url: 'https://www.velora.ch/bank' },
      {
        name: 'Savings account',
        path: '/bank/savings-account',
        url: 'https://www.velora.ch/bank/savings-account',
      },
    ]);
  });

  it('respects the language prefix without making it a crumb', () => {
    expect(buildBreadcrumbs('/de/bank/savings-account', options('de', 'Startseite'))).toEqual([
      { name: 'Startseite', path: '/de', url: 'https://www.velora.ch/de' },
      { name: 'Banking mit Velora', path: '/de/bank', url: 'https://www.velora.ch/de/bank' },
      {
        name: 'Sparkonto',
        path: '/de/bank/savings-account',
        url: 'https://www.velora.ch/de/bank/savings-account',
      },
    ]);
  });

  it('asks for titles with the localized path', () => {
    const asked: string[] = [];
    buildBreadcrumbs('/bank/ebill', { ...options('fr'), getSeoTitle: (path) => void asked.push(path) });
    expect(asked).toEqual(['/fr/bank', '/fr/bank/ebill']);
  });

  it('falls back to the prettified segment for a blank title', () => {
    expect(buildBreadcrumbs('/blog/investing', options('en'))[2]?.name).toBe('Investing');
  });

  it('gives only Home on the home page, in every form of its address', () => {
    for (const path of ['/', '', '/index.html']) {
      expect(buildBreadcrumbs(path, options('en'))).toEqual([
        { name: 'Home', path: '/', url: 'https://www.velora.ch/' },
      ]);
    }
    expect(buildBreadcrumbs('/it/', options('it', 'Home'))).toEqual([
      { name: 'Home', path: '/it', url: 'https://www.velora.ch/it' },
    ]);
  });

  it('normalises trailing and duplicate slashes and ignores a trailing slash on siteUrl', () => {
    const items = buildBreadcrumbs('/blog//banking/', {
      ...options('en'),
      siteUrl: 'https://www.velora.ch/',
    });
    expect(items.map((item) => item.url)).toEqual([
      'https://www.velora.ch/',
      'https://www.velora.ch/blog',
      'https://www.velora.ch/blog/banking',
    ]);
    expect(items.map((item) => item.name)).toEqual(['Home', 'Blog', 'Banking']);
  });
});

describe('toBreadcrumbJsonLd', () => {
  it('builds a schema.org BreadcrumbList with positions from 1 and absolute URLs', () => {
    const items = buildBreadcrumbs('/de/bank/savings-account', options('de', 'Startseite'));
    expect(toBreadcrumbJsonLd(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.velora.ch/de' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Banking mit Velora',
          item: 'https://www.velora.ch/de/bank',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Sparkonto',
          item: 'https://www.velora.ch/de/bank/savings-account',
        },
      ],
    });
  });

  it('gives an empty list for no items', () => {
    expect(toBreadcrumbJsonLd([]).itemListElement).toEqual([]);
  });
});
