import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageProps } from '../templates/types.ts';
import SiteFooter from './SiteFooter.tsx';

const site = {
  brand: 'Velora',
  legalName: 'Velora Private Bank SA',
  product: 'velora',
  appStoreUrl: 'https://apps.example/ios',
  playStoreUrl: 'https://apps.example/android',
  social: {
    linkedin: 'https://l.example/',
    twitter: 'https://x.example/',
    instagram: 'https://i.example/',
    youtube: 'https://y.example/',
  },
  vatLines: ['CHE-123.456.789 MWST'],
  directionsUrl: 'https://map.example/',
  office: {
    companyName: 'Velora Private Bank SA',
    street: 'Rue du Rhône 42',
    postalCode: '1204',
    city: 'Geneva',
    country: 'Switzerland',
    translations: {
      de: { city: 'Genf', country: 'Schweiz' },
      fr: { city: 'Genève', country: 'Suisse' },
      it: { city: 'Ginevra', country: 'Svizzera' },
    },
  },
  comparisonSite: { name: 'Moneyland', url: 'https://www.moneyland.ch' },
};
const config = {
  navigation: [],
  footer_groups: [
    {
      _uid: 'f1',
      component: 'footer_group',
      title: 'Aide',
      links: [
        {
          _uid: 'l1',
          component: 'footer_link',
          title: 'FAQ',
          link: { linktype: 'story', url: '', cached_url: 'faq' },
        },
      ],
    },
  ],
  footer_disclaimer: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Banque agréée par la FINMA.' }] }],
  },
  newsletter_title: '',
  newsletter_text: '',
};

function render(path: string): string {
  const props = {
    entry: { lang: 'fr', path },
    content: { site, languages: { fr: { config: { content: config } } } },
  } as unknown as PageProps;
  return renderToStaticMarkup(<SiteFooter {...props} />);
}

describe('SiteFooter', () => {
  it('renders the links in the page language, the prompts, the legal lines and this year', () => {
    const html = render('/fr/faq');
    expect(html).toContain('href="/fr/faq" aria-current="page"');
    expect(html).toContain('data-modal="subscribe"');
    expect(html).toContain('data-modal="cookies-settings"');
    // The build's year, in the element the bootstrap updates to the viewer's year.
    expect(html).toContain(
      `© <span data-current-year="">${new Date().getFullYear()}</span> Velora Private Bank SA.`,
    );
    // The office in French, never "Geneva, Switzerland"; the badges in French.
    expect(html).toContain('1204 Genève, Suisse');
    expect(html).not.toMatch(/Geneva|Switzerland/);
    expect(html).toContain('Télécharger dans l’');
    expect(html).toContain('DISPONIBLE SUR');
    expect(html).not.toMatch(/Download on the|GET IT ON/);
    expect(html).toContain('Banque agréée par la FINMA.');
    expect(html).toContain('CHE-123.456.789 MWST');
    expect(html.match(/rel="noopener noreferrer"/g)?.length).toBeGreaterThanOrEqual(8);
  });

  it('leaves the footer-type block out under wealth-management-advice', () => {
    const html = render('/fr/lp/wealth-management-advice');
    expect(html).not.toContain('site-footer__main');
    expect(html).not.toContain('data-modal="subscribe"');
    expect(html).toContain('site-footer__copyright');
  });
});
