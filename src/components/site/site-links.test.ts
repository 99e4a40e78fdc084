import { describe, expect, it } from 'vitest';
import type { ConfigContent } from '../../cms/schemas/page-content.ts';
import { buildFooterGroups, buildNavigation, toLinkAttributes } from './site-links.ts';

const story = (slug: string) => ({ linktype: 'story' as const, url: '', cached_url: slug });
const entry = (id: string, name: string, slug: string, extra: { label?: string; subtext?: string } = {}) => ({
  _uid: id,
  component: 'nav_entry' as const,
  name,
  link: story(slug),
  ...extra,
});

const config: ConfigContent = {
  _uid: 'c',
  component: 'config',
  navigation: [
    {
      _uid: 'n1',
      component: 'nav_item',
      name: 'Banking',
      link: story('bank'),
      groups: [
        {
          _uid: 'g1',
          component: 'nav_group',
          name: 'Accounts',
          entries: [
            entry('e1', 'Savings account', 'bank/savings-account', {
              label: 'New',
              subtext: ' 0.6% interest ',
            }),
            entry('e2', 'Broken', ''),
          ],
        },
        { _uid: 'g2', component: 'nav_group', name: 'Empty', entries: [entry('e3', 'Nowhere', '')] },
      ],
    },
    { _uid: 'n2', component: 'nav_item', name: 'Blog', link: story('blog'), groups: [] },
    { _uid: 'n3', component: 'nav_item', name: 'Dead end', groups: [] },
    {
      _uid: 'n4',
      component: 'nav_item',
      name: 'Partner',
      link: { linktype: 'url', url: 'https://partner.example/', cached_url: '' },
      groups: [],
    },
  ],
  footer_groups: [
    {
      _uid: 'f1',
      component: 'footer_group',
      title: 'Help',
      links: [
        { _uid: 'l1', component: 'footer_link', title: 'FAQ', link: story('faq') },
        {
          _uid: 'l2',
          component: 'footer_link',
          title: 'Converter',
          link: story('bank/currency-converter/eur-chf'),
        },
        { _uid: 'l3', component: 'footer_link', title: 'Empty', link: story('') },
      ],
    },
  ],
  footer_disclaimer: { type: 'doc', content: [] },
  newsletter_title: '',
  newsletter_text: '',
};

describe('buildNavigation', () => {
  it('localizes links, keeps labels and subtexts, and drops what leads nowhere', () => {
    const items = buildNavigation(config, 'de');
    expect(items.map((item) => item.name)).toEqual(['Banking', 'Blog', 'Partner']);
    const [banking] = items;
    expect(banking?.link).toEqual({ href: '/de/bank' });
    expect(banking?.groups).toHaveLength(1);
    expect(banking?.groups[0]?.entries).toEqual([
      {
        id: 'e1',
        name: 'Savings account',
        href: '/de/bank/savings-account',
        label: 'New',
        subtext: '0.6% interest',
      },
    ]);
  });

  it('opens other sites in a new tab', () => {
    expect(buildNavigation(config, 'en')[2]?.link).toEqual({
      href: 'https://partner.example/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});

describe('buildFooterGroups', () => {
  it('resolves every link in the page language and leaves empty ones out', () => {
    expect(buildFooterGroups(config, 'fr')).toEqual([
      {
        id: 'f1',
        title: 'Help',
        links: [
          { id: 'l1', name: 'FAQ', href: '/fr/faq' },
          { id: 'l2', name: 'Converter', href: '/fr/bank/currency-converter/eur-chf' },
        ],
      },
    ]);
  });
});

describe('toLinkAttributes', () => {
  it('maps the home story to the language root and keeps anchors', () => {
    expect(toLinkAttributes(story('home'), 'it')).toEqual({ href: '/it' });
    expect(toLinkAttributes({ ...story('faq'), anchor: 'cards' }, 'en')).toEqual({ href: '/faq#cards' });
    expect(toLinkAttributes(undefined, 'en')).toBeUndefined();
  });
});
