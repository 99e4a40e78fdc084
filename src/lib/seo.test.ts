import { describe, expect, it } from 'vitest';
import { buildOrganizationJsonLd, buildPageMeta, serializeJsonLd, stripBrandSuffix } from './seo.ts';

const base = {
  siteUrl: 'https://www.velora.ch',
  brand: 'Velora',
  description: 'd',
  image: { src: '/brand/share-1280x853.jpg', width: 1280, height: 853, alt: 'Velora' },
};

describe('buildPageMeta', () => {
  it('builds canonical, hreflang with x-default and the OG locale mapping', () => {
    const meta = buildPageMeta({
      ...base,
      lang: 'fr',
      path: '/fr/blog',
      title: 'Blog',
      pathsByLanguage: { en: '/blog', de: '/de/blog', fr: '/fr/blog', it: '/it/blog' },
    });
    expect(meta.title).toBe('Blog | Velora');
    expect(meta.canonical).toBe('https://www.velora.ch/fr/blog');
    expect(meta.ogLocale).toBe('fr_FR');
    expect(meta.ogAlternateLocales).toEqual(['en_GB', 'de_DE', 'it_IT']);
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: 'https://www.velora.ch/blog' },
      { hreflang: 'de', href: 'https://www.velora.ch/de/blog' },
      { hreflang: 'fr', href: 'https://www.velora.ch/fr/blog' },
      { hreflang: 'it', href: 'https://www.velora.ch/it/blog' },
      { hreflang: 'x-default', href: 'https://www.velora.ch/blog' },
    ]);
    expect(meta.image).toEqual({
      url: 'https://www.velora.ch/brand/share-1280x853.jpg',
      width: 1280,
      height: 853,
      alt: 'Velora',
    });
  });

  it('never repeats the brand an editor already put in the title', () => {
    const meta = buildPageMeta({
      ...base,
      lang: 'en',
      path: '/',
      title: 'Pillar 3a | Velora',
      pathsByLanguage: {},
    });
    expect(meta.title).toBe('Pillar 3a | Velora');
    expect(meta.alternates).toEqual([]);
  });
});

describe('stripBrandSuffix', () => {
  it.each([
    ['Pillar 3a explained | Velora', 'Pillar 3a explained'],
    ['Sparkonto – Velora', 'Sparkonto'],
    ['Velora', 'Velora'],
    ['About Velora', 'About Velora'],
  ])('%s → %s', (title, expected) => expect(stripBrandSuffix(title, 'Velora')).toBe(expected));
});

describe('JSON-LD', () => {
  it('describes the bank with its 512 px logo and escapes markup', () => {
    const data = buildOrganizationJsonLd({
      legalName: 'Velora Private Bank SA',
      siteUrl: 'https://www.velora.ch',
      logo: { src: '/brand/logo-512.png', width: 512, height: 512 },
      social: { x: 'https://x.com/velorabank' },
      office: { street: 'Rue du Rhône 42', postalCode: '1204', city: 'Geneva', country: 'Switzerland' },
    });
    expect(data).toMatchObject({
      '@type': 'BankOrCreditUnion',
      logo: { width: 512, height: 512, url: 'https://www.velora.ch/brand/logo-512.png' },
    });
    expect(serializeJsonLd({ a: '</script><script>' })).toBe('{"a":"\\u003c/script>\\u003cscript>"}');
  });
});
