import { describe, expect, it } from 'vitest';
import { getLinkedModal, getStoryLinkAttributes } from './story-link.ts';

const url = (href: string) => ({ linktype: 'url' as const, url: href, cached_url: href });

describe('content links that name a modal', () => {
  it('open the modal in place: `?modal=` of a valid name becomes data-modal, the href stays', () => {
    expect(getStoryLinkAttributes(url('/contact?modal=complaint'), 'de')).toEqual({
      href: '/de/contact?modal=complaint',
      'data-modal': 'complaint',
    });
    expect(getStoryLinkAttributes(url('/contact?modal=contact-us#form'), 'en')?.['data-modal']).toBe(
      'contact-us',
    );
  });

  it('leave other links alone: no modal, an unknown name, an external address', () => {
    expect(getStoryLinkAttributes(url('/contact'), 'fr')).toEqual({ href: '/fr/contact' });
    expect(getLinkedModal('/contact?modal=nonsense')).toBeUndefined();
    expect(getLinkedModal('https://example.com/?modal=complaint')).toBeUndefined();
    expect(getLinkedModal('/contact?tab=1&modal=amg-contact')).toBe('amg-contact');
  });
});
