import { describe, expect, it } from 'vitest';
import { renderRobots } from './sitemap.ts';

describe('renderRobots', () => {
  it('keeps crawlers out of the API and names the sitemap index', () => {
    expect(renderRobots('https://www.velora.ch')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://www.velora.ch/sitemap-index.xml\n',
    );
  });
});
