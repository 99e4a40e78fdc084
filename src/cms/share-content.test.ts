import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteContent, shareSiteContentWithPages, type SiteContent } from './index.ts';

afterEach(() => shareSiteContentWithPages(undefined));

const content = (brand: string) => Promise.resolve({ site: { brand } } as unknown as SiteContent);

describe('the content a build loaded once, shared with its pages', () => {
  it('is what every copy of the module answers while the build runs', async () => {
    const loaded = content('Shared');
    shareSiteContentWithPages(loaded);
    expect(getSiteContent()).toBe(loaded);
    // A second copy of the module (as Vite's prerender bundle has) sees it through globalThis.
    vi.resetModules();
    const copy = await import('./index.ts');
    expect(copy.getSiteContent).not.toBe(getSiteContent);
    expect(copy.getSiteContent()).toBe(loaded);
    // The next build's content replaces it, for every copy.
    const next = content('Next');
    copy.shareSiteContentWithPages(next);
    expect(getSiteContent()).toBe(next);
  });
});
