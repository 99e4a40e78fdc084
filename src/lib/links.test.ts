import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getLinkAttributes,
  getLocalizedPath,
  isExternalHref,
  normalizePathname,
  resolveStoryLink,
  stripLanguagePrefix,
  switchLanguagePath,
} from './links.ts';

describe('normalizePathname', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/blog/', '/blog'],
    ['/blog', '/blog'],
    ['/blog///', '/blog'],
    ['//blog//banking', '/blog/banking'],
    ['/index.html', '/'],
    ['/de/index.html', '/de'],
    ['/de/', '/de'],
    ['/blog/index.html', '/blog'],
    ['blog', '/blog'],
    ['/Bank/Savings-Account/', '/Bank/Savings-Account'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });

  it('is idempotent and always gives a rooted path without a trailing slash', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalizePathname(input.replace(/[?#]/g, ''));
        expect(normalizePathname(once)).toBe(once);
        expect(once.startsWith('/')).toBe(true);
        expect(once === '/' || !once.endsWith('/')).toBe(true);
        expect(once).not.toMatch(/\/\//);
      }),
    );
  });
});

describe('isExternalHref', () => {
  it.each(['https://example.com', 'http://example.com/x', 'HTTPS://EXAMPLE.COM', '//cdn.example.com/a.js'])(
    '%s is external',
    (href) => expect(isExternalHref(href)).toBe(true),
  );
  it.each(['mailto:media@velora.ch', 'tel:+41221234567'])('%s is external', (href) =>
    expect(isExternalHref(href)).toBe(true),
  );
  it.each(['/bank', 'bank', '#faq', '?modal=subscribe', '', '/https://x'])('%j is internal', (href) =>
    expect(isExternalHref(href)).toBe(false),
  );
});

describe('stripLanguagePrefix', () => {
  it.each([
    ['/de/bank', 'de', '/bank'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/fr?content_only=true', 'fr', '/?content_only=true'],
    ['/it#top', 'it', '/#top'],
    ['/en/blog', 'en', '/blog'],
    ['/bank', 'en', '/bank'],
    ['/deals', 'en', '/deals'],
    ['/', 'en', '/'],
    ['de/bank', 'de', '/bank'],
    ['/DE/bank', 'de', '/bank'],
  ])('%j -> %s %j', (input, lang, path) => {
    expect(stripLanguagePrefix(input)).toEqual({ lang, path });
  });
});

describe('getLocalizedPath', () => {
  it('leaves en unprefixed and prefixes the other languages', () => {
    expect(getLocalizedPath('/bank/savings-account', 'en')).toBe('/bank/savings-account');
    expect(getLocalizedPath('/bank/savings-account', 'de')).toBe('/de/bank/savings-account');
    expect(getLocalizedPath('/bank', 'fr')).toBe('/fr/bank');
    expect(getLocalizedPath('/bank', 'it')).toBe('/it/bank');
  });

  it('gives /de for the home page of de and / for en', () => {
    expect(getLocalizedPath('/', 'de')).toBe('/de');
    expect(getLocalizedPath('/', 'en')).toBe('/');
    expect(getLocalizedPath('', 'it')).toBe('/it');
  });

  it('strips a leading language prefix before applying the current one', () => {
    expect(getLocalizedPath('/de/bank', 'fr')).toBe('/fr/bank');
    expect(getLocalizedPath('/de/bank', 'en')).toBe('/bank');
    expect(getLocalizedPath('/en/bank', 'de')).toBe('/de/bank');
    expect(getLocalizedPath('/de', 'en')).toBe('/');
    expect(getLocalizedPath('/deals', 'de')).toBe('/de/deals');
  });

  it('lowercases internal paths without a hash and keeps the query as is', () => {
    expect(getLocalizedPath('/Bank/Savings-Account', 'de')).toBe('/de/bank/savings-account');
    expect(getLocalizedPath('/Bank?utm_campaign=Spring', 'en')).toBe('/bank?utm_campaign=Spring');
  });

  it('keeps the case when a hash is present', () => {
    expect(getLocalizedPath('/Legal/Terms-Of-Use#Section-2', 'fr')).toBe('/fr/Legal/Terms-Of-Use#Section-2');
  });

  it('normalises trailing slashes, duplicate slashes and /index.html', () => {
    expect(getLocalizedPath('/blog/', 'en')).toBe('/blog');
    expect(getLocalizedPath('/blog/', 'de')).toBe('/de/blog');
    expect(getLocalizedPath('/index.html', 'en')).toBe('/');
    expect(getLocalizedPath('/index.html', 'de')).toBe('/de');
    expect(getLocalizedPath('/bank/currency-converter/', 'it')).toBe('/it/bank/currency-converter');
    expect(getLocalizedPath('//bank//ebill', 'en')).toBe('//bank//ebill');
    expect(getLocalizedPath('bank//ebill/', 'en')).toBe('/bank/ebill');
    expect(getLocalizedPath(' /bank ', 'en')).toBe('/bank');
  });

  it('returns external, hash-only and query-only hrefs unchanged', () => {
    expect(getLocalizedPath('https://Example.com/A', 'de')).toBe('https://Example.com/A');
    expect(getLocalizedPath('mailto:Media@velora.ch', 'de')).toBe('mailto:Media@velora.ch');
    expect(getLocalizedPath('#Top', 'de')).toBe('#Top');
    expect(getLocalizedPath('?modal=subscribe', 'de')).toBe('?modal=subscribe');
  });
});

describe('switchLanguagePath', () => {
  it('keeps the path and swaps the prefix', () => {
    expect(switchLanguagePath('/bank/ebill', 'de')).toBe('/de/bank/ebill');
    expect(switchLanguagePath('/de/bank/ebill', 'fr')).toBe('/fr/bank/ebill');
    expect(switchLanguagePath('/it/bank/ebill', 'en')).toBe('/bank/ebill');
  });

  it('goes from the home page to /{lang}, and back to / for en', () => {
    expect(switchLanguagePath('/', 'de')).toBe('/de');
    expect(switchLanguagePath('/de', 'fr')).toBe('/fr');
    expect(switchLanguagePath('/de/', 'en')).toBe('/');
    expect(switchLanguagePath('/index.html', 'it')).toBe('/it');
  });

  it('keeps the query and drops the hash', () => {
    expect(switchLanguagePath('/faq?content_only=true#h-fees', 'de')).toBe('/de/faq?content_only=true');
  });
});

describe('getLinkAttributes', () => {
  it('opens external http links in a new tab with noopener noreferrer', () => {
    expect(getLinkAttributes('https://www.linkedin.com/company/velora', { lang: 'de' })).toEqual({
      href: 'https://www.linkedin.com/company/velora',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(getLinkAttributes('//cdn.example.com/x', { lang: 'en' }).rel).toBe('noopener noreferrer');
  });

  it('treats internal links with target _blank the same', () => {
    expect(getLinkAttributes('/legal/privacy-policy', { lang: 'fr', target: '_blank' })).toEqual({
      href: '/fr/legal/privacy-policy',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('localizes internal links and adds no target or rel', () => {
    expect(getLinkAttributes('/de/Bank/', { lang: 'it' })).toEqual({ href: '/it/bank' });
    expect(getLinkAttributes('/bank', { lang: 'en', target: '_self' })).toEqual({ href: '/bank' });
    expect(getLinkAttributes('/bank', { lang: 'en', target: '' })).toEqual({ href: '/bank' });
  });

  it('keeps other explicit targets', () => {
    expect(getLinkAttributes('/bank', { lang: 'en', target: '_top' })).toEqual({
      href: '/bank',
      target: '_top',
    });
  });

  it('keeps mailto and tel links in the tab', () => {
    expect(getLinkAttributes('mailto:media@velora.ch', { lang: 'de' })).toEqual({
      href: 'mailto:media@velora.ch',
    });
    expect(getLinkAttributes('tel:+41221234567', { lang: 'de', contentOnly: true })).toEqual({
      href: 'tel:+41221234567',
    });
  });

  it('adds content_only=true to internal links in content-only mode, keeping the hash', () => {
    expect(getLinkAttributes('/faq', { lang: 'en', contentOnly: true })).toEqual({
      href: '/faq?content_only=true',
    });
    expect(getLinkAttributes('/faq#h-fees', { lang: 'de', contentOnly: true })).toEqual({
      href: '/de/faq?content_only=true#h-fees',
    });
    expect(getLinkAttributes('/faq?a=1&content_only=false', { lang: 'en', contentOnly: true }).href).toBe(
      '/faq?a=1&content_only=true',
    );
    expect(getLinkAttributes('/', { lang: 'fr', contentOnly: true }).href).toBe('/fr?content_only=true');
  });

  it('does not add content_only to external or hash-only links', () => {
    expect(getLinkAttributes('https://example.com', { lang: 'en', contentOnly: true }).href).toBe(
      'https://example.com',
    );
    expect(getLinkAttributes('#h-fees', { lang: 'en', contentOnly: true }).href).toBe('#h-fees');
  });

  it('neutralises script URLs', () => {
    expect(getLinkAttributes('javascript:alert(1)', { lang: 'en' })).toEqual({ href: '#' });
    expect(getLinkAttributes(' JavaScript:alert(1)', { lang: 'en' })).toEqual({ href: '#' });
    expect(getLinkAttributes('data:text/html,<script>', { lang: 'en' })).toEqual({ href: '#' });
  });
});

describe('resolveStoryLink', () => {
  it('localizes story links from cached_url and maps home to /', () => {
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'bank/savings-account' }, 'en')).toBe(
      '/bank/savings-account',
    );
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'bank/savings-account' }, 'de')).toBe(
      '/de/bank/savings-account',
    );
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'home' }, 'en')).toBe('/');
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'home' }, 'fr')).toBe('/fr');
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'de/home' }, 'de')).toBe('/de');
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'blog/' }, 'it')).toBe('/it/blog');
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'de/Bank/Ebill' }, 'de')).toBe('/de/bank/ebill');
  });

  it('appends the anchor', () => {
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'faq', anchor: 'h-fees' }, 'de')).toBe(
      '/de/faq#h-fees',
    );
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'faq', anchor: '#h-fees' }, 'en')).toBe(
      '/faq#h-fees',
    );
    expect(resolveStoryLink({ linktype: 'story', cached_url: 'faq', anchor: '' }, 'en')).toBe('/faq');
  });

  it('returns url and asset links as they are', () => {
    expect(resolveStoryLink({ linktype: 'url', url: 'https://apps.apple.com/ch/app/x' }, 'de')).toBe(
      'https://apps.apple.com/ch/app/x',
    );
    expect(resolveStoryLink({ linktype: 'url', url: '/Pricing', cached_url: '/Pricing' }, 'de')).toBe(
      '/Pricing',
    );
    expect(resolveStoryLink({ linktype: 'asset', url: 'https://a.storyblok.com/f/1/report.pdf' }, 'en')).toBe(
      'https://a.storyblok.com/f/1/report.pdf',
    );
  });

  it('builds mailto links from email links', () => {
    expect(resolveStoryLink({ linktype: 'email', email: 'media@velora.ch' }, 'en')).toBe(
      'mailto:media@velora.ch',
    );
    expect(resolveStoryLink({ linktype: 'email', url: 'mailto:media@velora.ch' }, 'en')).toBe(
      'mailto:media@velora.ch',
    );
  });

  it('gives undefined for empty links', () => {
    expect(resolveStoryLink({ linktype: 'story', cached_url: '' }, 'en')).toBeUndefined();
    expect(resolveStoryLink({ linktype: 'url', url: ' ' }, 'en')).toBeUndefined();
    expect(resolveStoryLink({ linktype: 'email', email: '' }, 'en')).toBeUndefined();
    expect(resolveStoryLink({ linktype: 'asset' }, 'en')).toBeUndefined();
  });
});
