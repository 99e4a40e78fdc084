import { describe, expect, it } from 'vitest';
import {
  getContentOnlyRedirect,
  isContentOnlySearch,
  needsContentOnly,
  withContentOnly,
} from './content-only-url.ts';

const base = 'https://www.velora.ch/de/blog?content_only=true';

describe('isContentOnlySearch', () => {
  it('is on only for content_only=true', () => {
    expect(isContentOnlySearch('?content_only=true')).toBe(true);
    expect(isContentOnlySearch('?a=1&content_only=true')).toBe(true);
    expect(isContentOnlySearch('?content_only=false')).toBe(false);
    expect(isContentOnlySearch('')).toBe(false);
  });
});

describe('withContentOnly', () => {
  it('adds the parameter before the hash and keeps other parameters', () => {
    expect(withContentOnly('/faq?x=1#h-fees', base)).toBe(
      'https://www.velora.ch/faq?x=1&content_only=true#h-fees',
    );
  });
});

describe('needsContentOnly', () => {
  it('marks internal page links without the parameter', () => {
    expect(needsContentOnly('/de/faq', base)).toBe(true);
    expect(needsContentOnly('/de/blog#top', 'https://www.velora.ch/de/faq?content_only=true')).toBe(true);
  });

  it('leaves same-page anchors, other sites, files, the API and marked links alone', () => {
    expect(needsContentOnly('#h-fees', base)).toBe(false);
    expect(needsContentOnly('https://example.com/', base)).toBe(false);
    expect(needsContentOnly('mailto:info@velora.ch', base)).toBe(false);
    expect(needsContentOnly('/assets/report.pdf', base)).toBe(false);
    expect(needsContentOnly('/api/contact', base)).toBe(false);
    expect(needsContentOnly('/faq?content_only=true', base)).toBe(false);
  });
});

describe('getContentOnlyRedirect', () => {
  it('restores the parameter, keeping the hash, after a content-only page', () => {
    expect(getContentOnlyRedirect('https://www.velora.ch/faq#h-cards', true)).toBe(
      'https://www.velora.ch/faq?content_only=true#h-cards',
    );
  });

  it('stays when the previous page was not content-only or the parameter is present', () => {
    expect(getContentOnlyRedirect('https://www.velora.ch/faq', false)).toBeUndefined();
    expect(getContentOnlyRedirect('https://www.velora.ch/faq?content_only=true', true)).toBeUndefined();
  });
});
